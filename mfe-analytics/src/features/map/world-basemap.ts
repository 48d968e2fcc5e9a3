import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';

const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;

/**
 * A ring whose edge jumps across the antimeridian (Russia's east, Fiji) would be drawn as a band across the
 * whole map; its longitudes are made continuous instead, so that part lies just past ±180.
 */
export function unwrapRing(ring: Position[]): Position[] {
  let shift = 0;
  return ring.map(([longitude = 0, latitude = 0], index) => {
    const previous = ring[index - 1]?.[0];
    if (previous !== undefined && Math.abs(longitude - previous) > 180) shift += longitude > previous ? -360 : 360;
    return [longitude + shift, latitude];
  });
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  }
  return geometry;
}

const collection: FeatureCollection = feature(topology, topology.objects.countries);

/** Natural Earth's countries at 1:110m, shipped with the console: the basemap when no tile service is configured. */
export const worldCountries: FeatureCollection = {
  ...collection,
  features: collection.features.map((country): Feature => ({ ...country, geometry: unwrapGeometry(country.geometry) })),
};

/** Every polygon of the countries, each as its outer ring and holes. */
export const worldPolygons: Position[][][] = worldCountries.features.flatMap(({ geometry }) => {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
});

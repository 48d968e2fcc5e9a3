import { MAP_MAX_ZOOM, type ScanMapClusters } from 'shared/contracts/scan-map';

export const MAP_MIN_ZOOM = 0;
/** MapLibre's and deck.gl's world is 512 pixels wide at zoom 0. */
const TILE_SIZE = 512;
/** The API snaps scans to cells of 1/8 of a tile; the area asked for is snapped outward to the same grid. */
const CELLS_PER_TILE = 8;
const MERCATOR_MAX_LATITUDE = 85.05112878;

export interface MapViewState {
  longitude: number;
  latitude: number;
  zoom: number;
}

/** Degrees; west greater than east is an area across the antimeridian. */
export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** A cluster as GET /scan-events/map answers it: where it is drawn, its count and its scans' extent. */
export type MapCluster = ScanMapClusters['clusters'][number];

export const WORLD: MapArea = { west: -180, south: -90, east: 180, north: 90 };
export const WORLD_VIEW: MapViewState = { longitude: 10, latitude: 20, zoom: 0.5 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The map's zoom as the API counts it: whole levels, within the map's limits. */
export const apiZoom = (zoom: number) => clamp(Math.floor(zoom), MAP_MIN_ZOOM, MAP_MAX_ZOOM);

export function zoomBy(view: MapViewState, delta: number): MapViewState {
  return { ...view, zoom: clamp(view.zoom + delta, MAP_MIN_ZOOM, MAP_MAX_ZOOM) };
}

const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/**
 * The area of the map's bounds ([west, south], [east, north], longitudes possibly past ±180 when the world
 * repeats), snapped outward to the API's grid at `zoom` so that a small pan asks for the same area again.
 */
export function areaOfBounds(
  [[west, south], [east, north]]: [[number, number], [number, number]],
  zoom: number,
): MapArea {
  const step = 360 / (CELLS_PER_TILE * 2 ** apiZoom(zoom));
  const snappedSouth = clamp(Math.floor(south / step) * step, -90, 90);
  const snappedNorth = clamp(Math.ceil(north / step) * step, -90, 90);
  const snappedWest = Math.floor(west / step) * step;
  const snappedEast = Math.ceil(east / step) * step;
  if (snappedEast - snappedWest >= 360) return { west: -180, south: snappedSouth, east: 180, north: snappedNorth };
  const inRange = snappedWest >= -180 && snappedEast <= 180;
  return {
    west: inRange ? snappedWest : wrapLongitude(snappedWest),
    south: snappedSouth,
    east: inRange ? snappedEast : wrapLongitude(snappedEast),
    north: snappedNorth,
  };
}

/** Web Mercator y of a latitude, 0 at the top of the world and 1 at the bottom. */
function mercatorY(latitude: number): number {
  const phi = (clamp(latitude, -MERCATOR_MAX_LATITUDE, MERCATOR_MAX_LATITUDE) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}

function latitudeOf(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/**
 * Where clicking a cluster takes the map: its scans' extent, framed with a margin, and always at least one
 * level closer, so every click makes progress; a cluster whose scans share one place goes to the maximum zoom.
 */
export function zoomIntoCluster(
  view: MapViewState,
  cluster: MapCluster,
  size: { width: number; height: number },
): MapViewState {
  const top = mercatorY(cluster.north);
  const bottom = mercatorY(cluster.south);
  const spanX = (cluster.east - cluster.west) / 360;
  const spanY = bottom - top;
  const margin = 0.6;
  const fit = (pixels: number, span: number) =>
    span > 0 ? Math.log2((pixels * margin) / (TILE_SIZE * span)) : MAP_MAX_ZOOM;
  const zoom = Math.min(fit(size.width, spanX), fit(size.height, spanY));
  return {
    longitude: (cluster.west + cluster.east) / 2,
    latitude: latitudeOf((top + bottom) / 2),
    zoom: clamp(Math.max(zoom, Math.floor(view.zoom) + 1), MAP_MIN_ZOOM, MAP_MAX_ZOOM),
  };
}

/** A cluster's label: short enough to fit its circle. */
export function clusterLabel(scans: number): string {
  if (scans < 1000) return String(scans);
  if (scans < 10_000) return `${(Math.floor(scans / 100) / 10).toString()}k`;
  if (scans < 1_000_000) return `${Math.floor(scans / 1000)}k`;
  return `${(Math.floor(scans / 100_000) / 10).toString()}M`;
}

/** A cluster's radius in pixels grows with the log of its scans, so a city does not cover a continent. */
export function clusterRadius(scans: number): number {
  return Math.round(12 + 6 * Math.log10(Math.max(1, scans)));
}

/** `map=latitude,longitude,zoom` in the link: the view a shared link opens. */
export function formatMapView(view: MapViewState): string {
  return [view.latitude.toFixed(5), view.longitude.toFixed(5), view.zoom.toFixed(2)].map(Number).join(',');
}

/** The view of a link's `map`, or null when it is absent or not a view (an edited link still opens). */
export function parseMapView(value: string | null): MapViewState | null {
  const parts = (value ?? '').split(',');
  if (parts.length !== 3 || parts.some((part) => part.trim() === '')) return null;
  const [latitude, longitude, zoom] = parts.map(Number) as [number, number, number];
  if (![latitude, longitude, zoom].every(Number.isFinite)) return null;
  if (Math.abs(latitude) > MERCATOR_MAX_LATITUDE || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, zoom: clamp(zoom, MAP_MIN_ZOOM, MAP_MAX_ZOOM) };
}

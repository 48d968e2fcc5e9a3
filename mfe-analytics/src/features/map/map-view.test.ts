import { MAP_MAX_ZOOM } from 'shared/contracts/scan-map';
import { describe, expect, it } from 'vitest';
import {
  apiZoom,
  areaOfBounds,
  clusterLabel,
  clusterRadius,
  formatMapView,
  parseMapView,
  zoomBy,
  zoomIntoCluster,
  type MapCluster,
} from './map-view';

const cluster = (overrides: Partial<MapCluster>): MapCluster => ({
  longitude: 9.19,
  latitude: 45.46,
  scans: 3,
  west: 9.19,
  south: 45.46,
  east: 9.19,
  north: 45.46,
  ...overrides,
});
const size = { width: 800, height: 400 };

describe('areaOfBounds', () => {
  it('snaps the bounds outward to the grid of the zoom', () => {
    // At zoom 3 a cell is 360 / 64 = 5.625 degrees.
    expect(
      areaOfBounds(
        [
          [1, 2],
          [20, 30],
        ],
        3,
      ),
    ).toEqual({ west: 0, south: 0, east: 22.5, north: 33.75 });
  });

  it('asks for the whole world when the view shows all of it or more', () => {
    expect(
      areaOfBounds(
        [
          [-300, -95],
          [300, 95],
        ],
        0,
      ),
    ).toEqual({ west: -180, south: -90, east: 180, north: 90 });
  });

  it('wraps a view across the antimeridian to west greater than east', () => {
    const area = areaOfBounds(
      [
        [170, -20],
        [200, 10],
      ],
      4,
    );
    expect(area.west).toBeCloseTo(168.75);
    expect(area.east).toBeCloseTo(-157.5);
  });
});

describe('zoomIntoCluster', () => {
  it('goes to the maximum zoom for scans at one place', () => {
    expect(zoomIntoCluster({ longitude: 0, latitude: 0, zoom: 3 }, cluster({}), size)).toEqual({
      longitude: 9.19,
      latitude: expect.closeTo(45.46, 6),
      zoom: MAP_MAX_ZOOM,
    });
  });

  it("frames the cluster's extent, centred on it", () => {
    const next = zoomIntoCluster(
      { longitude: 0, latitude: 0, zoom: 1 },
      cluster({ west: 0, east: 10, south: -2, north: 2 }),
      size,
    );
    expect(next.longitude).toBe(5);
    expect(next.latitude).toBeCloseTo(0, 6);
    // The width binds: 10 degrees is 1/36 of the world, and 60% of 800 pixels must hold it: 2^z × 512 / 36 = 480.
    expect(next.zoom).toBeCloseTo(Math.log2((480 * 36) / 512), 6);
  });

  it('always zooms in at least one level', () => {
    const wide = cluster({ west: -170, east: 170, south: -60, north: 60 });
    expect(zoomIntoCluster({ longitude: 0, latitude: 0, zoom: 2.4 }, wide, size).zoom).toBe(3);
  });
});

describe('zoom limits', () => {
  it('keeps zooming between 0 and 20', () => {
    expect(zoomBy({ longitude: 0, latitude: 0, zoom: 19.5 }, 1).zoom).toBe(20);
    expect(zoomBy({ longitude: 0, latitude: 0, zoom: 0.5 }, -1).zoom).toBe(0);
    expect(apiZoom(20.7)).toBe(20);
    expect(apiZoom(3.9)).toBe(3);
  });
});

describe('cluster drawing', () => {
  it('labels counts short enough for a circle', () => {
    expect([1, 999, 1000, 1234, 12_345, 1_234_567].map(clusterLabel)).toEqual([
      '1',
      '999',
      '1k',
      '1.2k',
      '12k',
      '1.2M',
    ]);
  });

  it('grows the radius with the log of the count', () => {
    expect(clusterRadius(1)).toBe(12);
    expect(clusterRadius(10)).toBe(18);
    expect(clusterRadius(100_000)).toBe(42);
  });
});

describe('the view in the link', () => {
  it('writes latitude, longitude and zoom, short, and reads them back', () => {
    const link = formatMapView({ latitude: 45.4642123456, longitude: 9.19, zoom: 12.3456 });
    expect(link).toBe('45.46421,9.19,12.35');
    expect(parseMapView(link)).toEqual({ latitude: 45.46421, longitude: 9.19, zoom: 12.35 });
  });

  it('keeps the zoom within the map and ignores what is not a view', () => {
    expect(parseMapView('10,20,25')).toEqual({ latitude: 10, longitude: 20, zoom: MAP_MAX_ZOOM });
    for (const value of [null, '', '10,20', '10,20,3,4', 'a,b,c', '10,,3', '95,20,3', '10,200,3', 'Infinity,1,1']) {
      expect(parseMapView(value)).toBeNull();
    }
  });
});

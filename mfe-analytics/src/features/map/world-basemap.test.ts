import { describe, expect, it } from 'vitest';
import type { Position } from 'geojson';
import { unwrapRing, worldCountries, worldPolygons } from './world-basemap';

const rings = (): Position[][] => worldPolygons.flat();

describe('the shipped world map', () => {
  it('holds the countries of Natural Earth', () => {
    expect(worldCountries.features.length).toBeGreaterThan(170);
  });

  it('makes a ring across the antimeridian continuous instead of a band across the map', () => {
    expect(
      unwrapRing([
        [170, 0],
        [-170, 0],
        [-170, 10],
        [170, 10],
        [170, 0],
      ]),
    ).toEqual([
      [170, 0],
      [190, 0],
      [190, 10],
      [170, 10],
      [170, 0],
    ]);
  });

  it('leaves no edge longer than half the world', () => {
    const jumps = rings().filter((ring) =>
      ring.some((point, index) => index > 0 && Math.abs(point[0]! - ring[index - 1]![0]!) > 180),
    );
    expect(jumps).toEqual([]);
  });
});

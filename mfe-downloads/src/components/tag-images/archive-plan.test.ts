import { describe, expect, it } from 'vitest';
import { archiveFileName, splitIntoArchives } from './archive-plan';

describe('splitIntoArchives', () => {
  it('fills every archive but the last, which takes the remainder', () => {
    expect(splitIntoArchives(2500, 1000)).toEqual([
      { archiveNumber: 1, archiveTotal: 3, startTagOffset: 0, tagCount: 1000 },
      { archiveNumber: 2, archiveTotal: 3, startTagOffset: 1000, tagCount: 1000 },
      { archiveNumber: 3, archiveTotal: 3, startTagOffset: 2000, tagCount: 500 },
    ]);
  });

  it('makes one archive when the collection fits, and exactly-full archives when it divides evenly', () => {
    expect(splitIntoArchives(999, 1000)).toEqual([
      { archiveNumber: 1, archiveTotal: 1, startTagOffset: 0, tagCount: 999 },
    ]);
    expect(splitIntoArchives(2000, 1000).map((slice) => slice.tagCount)).toEqual([1000, 1000]);
  });

  it('makes no archive for a collection without tags', () => {
    expect(splitIntoArchives(0, 1000)).toEqual([]);
  });

  it('falls back to 5000 tags per archive when the size is unusable', () => {
    expect(splitIntoArchives(12_000, 0).map((slice) => slice.tagCount)).toEqual([5000, 5000, 2000]);
    expect(splitIntoArchives(100, Number.NaN)).toHaveLength(1);
  });

  it('covers every tag exactly once', () => {
    const slices = splitIntoArchives(25_000, 1234);
    expect(slices.reduce((sum, slice) => sum + slice.tagCount, 0)).toBe(25_000);
    slices.slice(1).forEach((slice, index) => {
      const previous = slices[index]!;
      expect(slice.startTagOffset).toBe(previous.startTagOffset + previous.tagCount);
    });
  });
});

describe('archiveFileName', () => {
  it('replaces each non-alphanumeric character with a dash and appends n-of-total', () => {
    expect(archiveFileName('Leather Tote Bags', 2, 25)).toBe('Leather-Tote-Bags-2-of-25');
    expect(archiveFileName('Reserve Cabernet 2024 (Ltd.)', 1, 1)).toBe('Reserve-Cabernet-2024--Ltd---1-of-1');
    expect(archiveFileName('Café/Crème', 1, 2)).toBe('Caf--Cr-me-1-of-2');
  });
});

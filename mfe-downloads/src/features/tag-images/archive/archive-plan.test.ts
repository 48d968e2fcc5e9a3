import { describe, expect, it } from 'vitest';
import { archiveFileName, splitIntoArchives, tagFileNames } from './archive-plan';

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
  it('names the format and, for print files, the colour mode before n-of-total', () => {
    expect(archiveFileName('Leather-Tote-Bags', { imageFormatOption: 'PDF', printColour: 'cmyk' }, 2, 25)).toBe(
      'Leather-Tote-Bags-pdf-k-2-of-25',
    );
    expect(archiveFileName('Bags', { imageFormatOption: 'EPS', printColour: 'rgb' }, 1, 1)).toBe('Bags-eps-rgb-1-of-1');
    expect(archiveFileName('Bags', { imageFormatOption: 'PNG', printColour: 'cmyk' }, 1, 2)).toBe('Bags-png-1-of-2');
  });

  it('takes jobs queued before the colour mode existed as K-only', () => {
    expect(archiveFileName('Bags', { imageFormatOption: 'EPS' }, 1, 1)).toBe('Bags-eps-k-1-of-1');
  });

  it('gives runs of one collection in other formats or colours other names', () => {
    const kinds = [
      { imageFormatOption: 'PNG' },
      { imageFormatOption: 'PDF', printColour: 'cmyk' },
      { imageFormatOption: 'PDF', printColour: 'rgb' },
      { imageFormatOption: 'EPS', printColour: 'cmyk' },
      { imageFormatOption: 'EPS', printColour: 'rgb' },
    ] as const;
    expect(new Set(kinds.map((kind) => archiveFileName('Bags', kind, 1, 1))).size).toBe(kinds.length);
  });
});

describe('tagFileNames', () => {
  it('pads the index to six digits, then the short code', () => {
    const tags = [
      { sequenceNumber: 0, shortCode: 'x' },
      { sequenceNumber: 42, shortCode: 'Zq9' },
    ];
    expect(tagFileNames(tags, 'pdf')).toEqual(['000000-x.pdf', '000042-Zq9.pdf']);
  });

  it('pads to the widest index of the archive past a million, so names still sort in index order', () => {
    const tags = [999_999, 1_000_000].map((sequenceNumber) => ({ sequenceNumber, shortCode: 'a' }));
    const names = tagFileNames(tags, 'eps');
    expect(names).toEqual(['0999999-a.eps', '1000000-a.eps']);
    expect([...names].sort()).toEqual(names);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  initialTagImageOptions,
  tagImageEntries,
  tagsPerArchiveIssue,
  tagsPerArchiveIssueMessages,
  withTagImageChecks,
} from './tag-image-rules';

describe('tags per archive (001 §5)', () => {
  it.each([['abc'], [''], ['  '], [-5], ['-1'], [0], [2.5], [Number.NaN], [null]])(
    'gives %j the internal code NOT_A_NUMBER, shown as "Not a valid quantity"',
    (value) => {
      expect(tagsPerArchiveIssue(value)).toBe('NOT_A_NUMBER');
      const result = v.safeParse(tagImageEntries.tagsPerArchive, value);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('Not a valid quantity');
    },
  );

  it('maps NOT_A_NUMBER to the spec message', () => {
    expect(tagsPerArchiveIssueMessages).toEqual({ NOT_A_NUMBER: 'Not a valid quantity' });
  });

  it.each([[1000], ['250'], [1]])('accepts %j', (value) => {
    expect(tagsPerArchiveIssue(value)).toBeNull();
  });
});

describe('clear zone and white background', () => {
  const schema = withTagImageChecks(v.object(tagImageEntries));
  const form = (overrides: Record<string, unknown>) => ({
    ...initialTagImageOptions,
    imageFormatOption: 'PDF',
    ...overrides,
  });

  it('keeps ink 1 mm inside the trim and paints no background unless asked', () => {
    expect(v.parse(schema, form({}))).toMatchObject({ clearZoneMm: 1, whiteBackground: false });
    expect(v.parse(schema, form({ clearZoneMm: '0', whiteBackground: true }))).toMatchObject({
      clearZoneMm: 0,
      whiteBackground: true,
    });
  });

  it.each([[-1], [''], ['x']])('wants a clear zone of 0 mm or more, not %j', (clearZoneMm) => {
    const result = v.safeParse(schema, form({ clearZoneMm }));
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Number of 0 or more required']);
  });

  it('drops a white background a PNG cannot have', () => {
    expect(v.parse(schema, form({ imageFormatOption: 'PNG', whiteBackground: true }))).toMatchObject({
      whiteBackground: false,
    });
  });
});

describe('the smallest size that prints', () => {
  const schema = withTagImageChecks(v.object(tagImageEntries));
  const errors = (overrides: Record<string, unknown>) =>
    v
      .safeParse(schema, { ...initialTagImageOptions, ...overrides })
      .issues?.map((issue) => [v.getDotPath(issue), issue.message]);

  it.each([['PDF'], ['EPS']])('refuses a %s under 7.9 mm with the 1 mm clear zone, naming the smallest', (format) => {
    expect(errors({ imageFormatOption: format, pdfTagSize: 5 })).toEqual([
      ['pdfTagSize', 'Too small to print: the smallest diameter allowed is 7.9 mm'],
    ]);
    expect(errors({ imageFormatOption: format, pdfTagSize: 7.9 })).toBeUndefined();
    expect(errors({ imageFormatOption: format, pdfTagSize: 5.9, clearZoneMm: 0 })).toBeUndefined();
    expect(errors({ imageFormatOption: format, pdfTagSize: 5.8, clearZoneMm: 0 })).toEqual([
      ['pdfTagSize', 'Too small to print: the smallest diameter allowed is 5.9 mm'],
    ]);
  });

  it('refuses a PNG under 100 px, or under what a wide clear zone needs, naming the smallest', () => {
    expect(errors({ imageFormatOption: 'PNG', pngSize: 99 })).toEqual([
      ['pngSize', 'Too small to print: the smallest size allowed is 100 px'],
    ]);
    expect(errors({ imageFormatOption: 'PNG', pngSize: 100 })).toBeUndefined();
    // 5 mm is 59 px at 300 dpi on each side, around the 70 px the thinnest line needs.
    expect(errors({ imageFormatOption: 'PNG', pngSize: 187, clearZoneMm: 5 })).toEqual([
      ['pngSize', 'Too small to print: the smallest size allowed is 188 px'],
    ]);
    expect(errors({ imageFormatOption: 'PNG', pngSize: 4001 })).toEqual([['pngSize', 'Not a valid quantity']]);
  });
});

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

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { tagImageEntries, tagsPerArchiveIssue, tagsPerArchiveIssueMessages } from './tag-image-rules';

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

import { describe, expect, it } from 'vitest';
import { firstIssue } from 'shared';
import { lookupSchema } from './tag-lookup-page';

describe('the tag lookup', () => {
  it('takes what the API takes', () => {
    expect(firstIssue(lookupSchema, '   ')).toBe('Enter a tag id, a short code, a short link or an index.');
    expect(firstIssue(lookupSchema, ' 17 ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { shortCodeOf, tagIdOf } from './short-codes.js';

describe('tag short codes', () => {
  it('are 22 base-62 characters that turn back into the same id', () => {
    for (const id of [
      crypto.randomUUID(),
      '00000000-0000-4000-8000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ]) {
      const code = shortCodeOf(id);
      expect(code).toMatch(/^[0-9A-Za-z]{22}$/);
      expect(tagIdOf(code)).toBe(id);
    }
  });

  it('keep the order of the ids they stand for', () => {
    expect(shortCodeOf('00000000-0000-0000-0000-000000000001')).toBe('0000000000000000000001');
    expect(shortCodeOf('00000000-0000-0000-0000-00000000003e')).toBe('0000000000000000000010');
  });

  it('refuse what cannot be a code', () => {
    expect(tagIdOf('short')).toBeUndefined();
    expect(tagIdOf('000000000000000000000!')).toBeUndefined();
    expect(tagIdOf('zzzzzzzzzzzzzzzzzzzzzz')).toBeUndefined();
  });
});

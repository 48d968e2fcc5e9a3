import { describe, expect, it } from 'vitest';
import { pageOf } from './get-ted-scans';

describe('pageOf', () => {
  it('reads items and total', () => {
    expect(pageOf({ items: [{ id: 'a' }], total: 30 })).toEqual({ items: [{ id: 'a' }], total: 30 });
  });

  it('accepts a bare list and survives an odd body', () => {
    expect(pageOf([{ id: 'a' }, { id: 'b' }]).total).toBe(2);
    expect(pageOf(null)).toEqual({ items: [], total: 0 });
    expect(pageOf({ items: 'x' })).toEqual({ items: [], total: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const stored = await hashPassword('demo-pass-1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'demo-pass-1')).toBe(true);
    expect(await verifyPassword(stored, 'demo-pass-2')).toBe(false);
  });

  it('does the same work for an unknown user and says no', async () => {
    expect(await verifyPassword(undefined, 'demo-pass-1')).toBe(false);
  });

  it('says no to a corrupt stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'demo-pass-1')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { apiKeyMatches, apiKeyPrefix, generateApiKey, hashApiKey } from './api-key-secrets.js';

describe('generateApiKey', () => {
  it('makes a key of a hex prefix and 32 random bytes, with the SHA-256 of the key as its hash', () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toMatch(/^sfk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(`sfk_${prefix}_`)).toBe(true);
    expect(Buffer.from(key.slice(17), 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashApiKey(key));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 100 }, () => generateApiKey().key));
    expect(keys.size).toBe(100);
  });
});

describe('apiKeyPrefix', () => {
  it('reads the prefix of a well-formed key and nothing else', () => {
    const { key, prefix } = generateApiKey();
    expect(apiKeyPrefix(key)).toBe(prefix);
    for (const bad of ['', 'sfk_', `${key}x`, key.slice(0, -1), key.replace('sfk_', 'sk_'), ` ${key}`]) {
      expect(apiKeyPrefix(bad)).toBeUndefined();
    }
  });
});

describe('apiKeyMatches', () => {
  it('accepts the key whose hash is stored and refuses any other', () => {
    const { key, hash } = generateApiKey();
    expect(apiKeyMatches(key, hash)).toBe(true);
    expect(apiKeyMatches(generateApiKey().key, hash)).toBe(false);
    expect(apiKeyMatches(key, 'abcd')).toBe(false);
  });
});

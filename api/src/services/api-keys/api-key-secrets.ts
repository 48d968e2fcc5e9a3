import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A key reads `sfk_<prefix>_<secret>`: `prefix` (6 random bytes, hex) is the non-secret lookup id,
 * `secret` 32 random bytes (base64url). Only the SHA-256 of the whole key is stored: with 256 bits of
 * randomness there is nothing for a slow password hash to protect against (ADR 0030).
 */
const KEY_PATTERN = /^sfk_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

export interface GeneratedApiKey {
  key: string;
  prefix: string;
  hash: string;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export function generateApiKey(): GeneratedApiKey {
  const prefix = randomBytes(6).toString('hex');
  const key = `sfk_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** The lookup prefix of a well-formed key, else undefined. */
export const apiKeyPrefix = (key: string): string | undefined => KEY_PATTERN.exec(key)?.[1];

/** Compares the key's hash with the stored one in constant time. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashApiKey(key), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

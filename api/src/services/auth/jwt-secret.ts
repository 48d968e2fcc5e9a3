import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET when set. Otherwise (never in production: config refuses) a generated secret kept
 * in the data dir, so restarting the dev server does not end everyone's session.
 */
export function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir' | 'nodeEnv'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.nodeEnv === 'production') throw new Error('JWT_SECRET is required in production.');
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwt-secret.js';

describe('resolveJwtSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfp-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when set', () => {
    const secret = 'z'.repeat(40);
    expect(resolveJwtSecret({ jwtSecret: secret, dataDir: tempDir(), nodeEnv: 'development' })).toBe(secret);
  });

  it('generates a secret once in development and keeps it in the data dir across restarts', () => {
    const dataDir = tempDir();
    const first = resolveJwtSecret({ jwtSecret: undefined, dataDir, nodeEnv: 'development' });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dataDir, JWT_SECRET_FILE), 'utf8')).toBe(first);
    expect(resolveJwtSecret({ jwtSecret: undefined, dataDir, nodeEnv: 'development' })).toBe(first);
  });

  it('refuses to invent a secret in production', () => {
    expect(() => resolveJwtSecret({ jwtSecret: undefined, dataDir: tempDir(), nodeEnv: 'production' })).toThrow();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDb } from './pglite-db.js';
import { DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.js';
import { migrate } from './migrate.js';

describe('PGlite on a data dir', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfp-pglite-'));
  const dataDir = path.join(root, 'pglite');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps its data after closing and reopening the same directory', async () => {
    const first = await createPgliteDb({ dataDir });
    await migrate(first);
    await first.query(`INSERT INTO companies (name) VALUES ('Persisted Co')`);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = await createPgliteDb({ dataDir });
    try {
      expect(await migrate(second)).toEqual([]);
      const rows = await second.query<{ name: string }>('SELECT name FROM companies');
      expect(rows).toEqual([{ name: 'Persisted Co' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second open of a directory that is in use, with a clear message', async () => {
    const holder = await createPgliteDb({ dataDir });
    try {
      const attempt = createPgliteDb({ dataDir });
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(/in use by another API process \(pid \d+\)/);
    } finally {
      await holder.close();
    }
    const again = await createPgliteDb({ dataDir });
    await again.close();
  });

  it('takes over a lock left behind by a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: dead, token: 'stale' }));
    const db = await createPgliteDb({ dataDir });
    try {
      const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8'));
      expect(lock.pid).toBe(process.pid);
    } finally {
      await db.close();
    }
  });
});

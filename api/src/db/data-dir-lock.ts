import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export const LOCK_FILE_NAME = '.api.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The PGlite data directory ${dataDir} is in use by another API process (pid ${pid}). ` +
        'Stop that process, or point DATA_DIR at another directory, or use DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockContent {
  pid: number;
  token: string;
}

/** Tokens of locks this process holds: a lock with our own pid but an unknown token is stale (pid reuse). */
const heldTokens = new Set<string>();

/**
 * PGlite has no lock between processes, and two processes writing one data dir corrupt it,
 * so we keep our own lock file. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const mine: LockContent = { pid: process.pid, token: randomUUID() };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: 'wx' });
      heldTokens.add(mine.token);
      return { release: () => releaseLock(lockPath, mine.token) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(lockPath);
    if (holder && isHeld(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock on ${lockPath}; another process keeps replacing it.`);
}

function readLock(lockPath: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string'
      ? { pid: parsed.pid, token: parsed.token }
      : undefined;
  } catch {
    return undefined;
  }
}

function isHeld(holder: LockContent): boolean {
  if (holder.pid === process.pid) return heldTokens.has(holder.token);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseLock(lockPath: string, token: string): void {
  heldTokens.delete(token);
  if (readLock(lockPath)?.token === token) fs.rmSync(lockPath, { force: true });
}

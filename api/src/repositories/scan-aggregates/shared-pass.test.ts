import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/db.js';
import { forgetSharedPasses, sharedPass, SHARED_PASS_TTL_MS } from './shared-pass.js';

const project = 'project-1';

describe('sharedPass', () => {
  let db: Db;
  let passes: number;
  const count = () => Promise.resolve(++passes);

  beforeEach(() => {
    vi.useFakeTimers();
    db = {} as Db;
    passes = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('runs one pass for the requests of one key sent together, and answers each of them', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => sharedPass(db, project, 'a', count)));
    expect(answers).toEqual([1, 1, 1]);
    expect(passes).toBe(1);
  });

  it('answers from the pass for a few seconds after it ends, then runs it again', async () => {
    await sharedPass(db, project, 'a', count);
    vi.advanceTimersByTime(SHARED_PASS_TTL_MS - 1);
    expect(await sharedPass(db, project, 'a', count)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await sharedPass(db, project, 'a', count)).toBe(2);
  });

  it('runs a pass of its own for another key, another database, or after the project got new scans', async () => {
    await sharedPass(db, project, 'a', count);
    expect(await sharedPass(db, project, 'b', count)).toBe(2);
    expect(await sharedPass({} as Db, project, 'a', count)).toBe(3);
    forgetSharedPasses(['another project']);
    expect(await sharedPass(db, project, 'a', count)).toBe(1);
    forgetSharedPasses([project]);
    expect(await sharedPass(db, project, 'a', count)).toBe(4);
  });

  it('does not keep a pass begun before new scans came in, even one still running', async () => {
    let finish!: (value: number) => void;
    const running = sharedPass(db, project, 'a', () => new Promise<number>((resolve) => (finish = resolve)));
    forgetSharedPasses([project]);
    expect(await sharedPass(db, project, 'a', count)).toBe(1);
    finish(0);
    expect(await running).toBe(0);
    expect(await sharedPass(db, project, 'a', count)).toBe(1);
  });

  it('runs the pass again after it failed', async () => {
    await expect(sharedPass(db, project, 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await sharedPass(db, project, 'a', count)).toBe(1);
  });
});

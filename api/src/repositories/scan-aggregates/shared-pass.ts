import type { Db } from '../../db/db.js';

/**
 * One dashboard load asks for each panel on its own (so each loads and fails on its own), all with the same
 * filters. The first request of a key starts the one pass over the scans; the others wait for it or read its
 * answer for a few seconds after. Scans stored through this process start a new pass at once; another API
 * process's new scans show after the few seconds.
 */
export const SHARED_PASS_TTL_MS = 5_000;
/** More keys at once than any few dashboards send; the oldest leaves first. */
const MAX_KEYS = 200;

interface Pass {
  generation: number;
  /** Infinity while the pass runs. */
  expires: number;
  answer: Promise<unknown>;
}

const passesByDb = new WeakMap<Db, Map<string, Pass>>();
/** Bumped for a project each time its scans change, so a pass begun before the change is not read after it. */
const generations = new Map<string, number>();

export function sharedPass<T>(db: Db, projectId: string, key: string, run: () => Promise<T>): Promise<T> {
  let passes = passesByDb.get(db);
  if (!passes) passesByDb.set(db, (passes = new Map()));
  const now = Date.now();
  const generation = generations.get(projectId) ?? 0;
  const held = passes.get(key);
  if (held && held.generation === generation && held.expires > now) return held.answer as Promise<T>;
  for (const [old, pass] of passes) if (pass.expires <= now || old === key) passes.delete(old);
  if (passes.size >= MAX_KEYS) passes.delete(passes.keys().next().value!);
  const pass: Pass = { generation, expires: Infinity, answer: run() };
  passes.set(key, pass);
  const byKey = passes;
  pass.answer.then(
    () => {
      pass.expires = Date.now() + SHARED_PASS_TTL_MS;
    },
    () => {
      if (byKey.get(key) === pass) byKey.delete(key);
    },
  );
  return pass.answer as Promise<T>;
}

/** The ingest path's word that these projects' scans changed. */
export function forgetSharedPasses(projectIds: Iterable<string>): void {
  for (const id of projectIds) generations.set(id, (generations.get(id) ?? 0) + 1);
}

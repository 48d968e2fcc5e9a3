import type { Db } from '../../db/db.js';

export interface CountedAttempt {
  key: string;
  attempts: number;
  /** Seconds until this key's window ends. */
  retry_after_seconds: number;
}

/**
 * Counts one attempt against every key and returns the new counts, in one statement: each key's
 * row is locked while it is incremented, so concurrent attempts see each other. Keys are sorted so
 * two attempts lock shared keys in the same order.
 */
export async function countAttempt(db: Db, keys: string[], windowSeconds: number): Promise<CountedAttempt[]> {
  return db.query<CountedAttempt>(
    `INSERT INTO login_counters AS c (key, window_started_at, attempts)
     SELECT key, now(), 1 FROM unnest($1::text[]) AS key ORDER BY key
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE c.attempts + 1 END,
       window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2)
                                THEN now() ELSE c.window_started_at END
     RETURNING key, attempts,
       ceil(extract(epoch FROM (window_started_at + make_interval(secs => $2) - now())))::int AS retry_after_seconds`,
    [[...keys].sort(), windowSeconds],
  );
}

export async function resetCounters(db: Db, keys: string[]): Promise<void> {
  await db.query('DELETE FROM login_counters WHERE key = ANY($1::text[])', [keys]);
}

/** Takes back one attempt, e.g. a successful login should not use up a shared office address's allowance. */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db.query('UPDATE login_counters SET attempts = greatest(attempts - 1, 0) WHERE key = $1', [key]);
}

export async function deleteExpiredCounters(db: Db, windowSeconds: number): Promise<void> {
  await db.query('DELETE FROM login_counters WHERE window_started_at <= now() - make_interval(secs => $1)', [
    windowSeconds,
  ]);
}

import type { Db } from '../../db/db.js';

export interface RecentAttempts {
  key: string;
  attempts: number;
  /** Seconds until the oldest attempt in the window expires. */
  retry_after_seconds: number;
}

export async function countRecentAttempts(db: Db, keys: string[], windowSeconds: number): Promise<RecentAttempts[]> {
  return db.query<RecentAttempts>(
    `SELECT key, count(*)::int AS attempts,
       ceil(extract(epoch FROM (min(created_at) + $2::int * interval '1 second' - now())))::int AS retry_after_seconds
     FROM login_attempts
     WHERE key IN (${keys.map((_, i) => `$${i + 3}`).join(', ')})
       AND created_at > now() - $1::int * interval '1 second'
     GROUP BY key`,
    [windowSeconds, windowSeconds, ...keys],
  );
}

export async function recordFailedAttempts(db: Db, keys: string[], windowSeconds: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of keys) await tx.query('INSERT INTO login_attempts (key) VALUES ($1)', [key]);
    // Old rows are useless; dropping them here keeps the table small without a scheduler.
    await tx.query(`DELETE FROM login_attempts WHERE created_at < now() - $1::int * interval '1 second'`, [
      windowSeconds,
    ]);
  });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE key = $1', [key]);
}

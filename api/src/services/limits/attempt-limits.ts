import type { Db } from '../../db/db.js';
import { AppError } from '../../errors.js';
import { countAttempt } from '../../repositories/login-counters/login-counters-repository.js';

/** One counter: e.g. `{ key: 'register-email:ann@x.test', max: 5 }`. */
export interface AttemptLimit {
  key: string;
  max: number;
}

/**
 * Counts one attempt against every limit and throws 429 with Retry-After when any is over, so a
 * person retrying is served and a script mailing someone over and over is not. Counters live in the
 * database, so every API process shares them.
 */
export async function enforceAttemptLimits(
  db: Db,
  limits: AttemptLimit[],
  windowSeconds: number,
  message: string,
): Promise<void> {
  const counts = await countAttempt(
    db,
    limits.map((limit) => limit.key),
    windowSeconds,
  );
  const maxOf = new Map(limits.map((limit) => [limit.key, limit.max]));
  const exceeded = counts.filter((row) => row.attempts > (maxOf.get(row.key) ?? Infinity));
  if (exceeded.length === 0) return;
  const retryAfter = Math.max(1, ...exceeded.map((row) => row.retry_after_seconds));
  throw new AppError(429, 'RATE_LIMITED', message, { 'retry-after': String(retryAfter) });
}

import type { Db } from '../../db/db.js';
import type { LoginLimits } from '../../config.js';
import { rateLimited } from '../../errors.js';
import { clientKeyOf } from '../limits/client-key.js';
import {
  countAttempt,
  deleteExpiredCounters,
  resetCounters,
  uncountAttempt,
} from '../../repositories/login-counters/login-counters-repository.js';

export interface LoginKeys {
  email: string;
  ip: string;
}

/** An IPv6 client is counted by its /64, an IPv4 one (or IPv4-mapped) by its address (ADR 0004). */
function keysOf({ email, ip }: LoginKeys) {
  const address = email.toLowerCase();
  const client = clientKeyOf(ip);
  return { pair: `pair:${address}|${client}`, email: `email:${address}`, ip: `ip:${client}` };
}

/**
 * Counts this attempt against the email + client pair, the email and the client, then refuses it
 * (429 with Retry-After) when the pair or the client is over its limit. Counting first is what stops a
 * parallel burst: each attempt sees the ones before it.
 *
 * The email's own limit slows a guess spread over many clients, but it refuses only clients that already
 * tried this email in the window: a client's first attempt on an email always reaches the password check,
 * so nobody can lock the owner out by failing on their address from elsewhere.
 */
export async function takeLoginAttempt(db: Db, limits: LoginLimits, login: LoginKeys): Promise<void> {
  const keys = keysOf(login);
  const counts = new Map(
    (await countAttempt(db, Object.values(keys), limits.windowSeconds)).map((row) => [row.key, row]),
  );
  const triedBefore = (counts.get(keys.pair)?.attempts ?? 0) > 1;
  const limitOf: Record<string, number> = {
    [keys.pair]: limits.maxAttemptsPerEmailAndIp,
    [keys.email]: triedBefore ? limits.maxAttemptsPerEmail : Number.POSITIVE_INFINITY,
    [keys.ip]: limits.maxAttemptsPerIp,
  };
  const exceeded = [...counts.values()].filter((row) => row.attempts > (limitOf[row.key] ?? 0));
  if (exceeded.length > 0) throw rateLimited(Math.max(...exceeded.map((row) => row.retry_after_seconds)));
}

/**
 * A successful login clears the email's counters; the client's keeps only its failures (one office
 * address signs many people in). Expired counters are dropped here, which needs no scheduler.
 */
export async function settleSuccessfulLogin(db: Db, limits: LoginLimits, login: LoginKeys): Promise<void> {
  const keys = keysOf(login);
  await resetCounters(db, [keys.pair, keys.email]);
  await uncountAttempt(db, keys.ip);
  await deleteExpiredCounters(db, limits.windowSeconds);
}

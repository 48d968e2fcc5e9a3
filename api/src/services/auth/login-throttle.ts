import type { Db } from '../../db/db.js';
import type { LoginLimits } from '../../config.js';
import { rateLimited } from '../../errors.js';
import {
  clearAttempts,
  countRecentAttempts,
  recordFailedAttempts,
} from '../../repositories/login-attempts/login-attempts-repository.js';

export interface LoginKeys {
  email: string;
  ip: string;
}

const keysOf = ({ email, ip }: LoginKeys) => ({ email: `email:${email.toLowerCase()}`, ip: `ip:${ip}` });

/** Throws RATE_LIMITED (429 with Retry-After) when the email or the IP used up its failed attempts. */
export async function assertLoginAllowed(db: Db, limits: LoginLimits, login: LoginKeys): Promise<void> {
  const keys = keysOf(login);
  const counts = await countRecentAttempts(db, [keys.email, keys.ip], limits.windowSeconds);
  const limitOf = (key: string) => (key === keys.email ? limits.maxAttemptsPerEmail : limits.maxAttemptsPerIp);
  const exceeded = counts.filter((row) => row.attempts >= limitOf(row.key));
  if (exceeded.length > 0) {
    throw rateLimited(Math.max(...exceeded.map((row) => row.retry_after_seconds)));
  }
}

export async function recordLoginFailure(db: Db, limits: LoginLimits, login: LoginKeys): Promise<void> {
  const keys = keysOf(login);
  await recordFailedAttempts(db, [keys.email, keys.ip], limits.windowSeconds);
}

/** A successful login clears the email's counter; the IP's stays (one IP may try many emails). */
export async function clearLoginFailures(db: Db, login: LoginKeys): Promise<void> {
  await clearAttempts(db, keysOf(login).email);
}

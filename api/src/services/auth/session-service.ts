import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.js';
import type { LoginLimits } from '../../config.js';
import type { TokenPair } from 'shared/contracts/auth';
import { invalidCredentials, invalidRefreshToken } from '../../errors.js';
import { findCredentialsByEmail } from '../../repositories/users/users-repository.js';
import {
  findRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
} from '../../repositories/refresh-tokens/refresh-tokens-repository.js';
import { verifyPassword } from './passwords.js';
import { settleSuccessfulLogin, takeLoginAttempt } from './login-throttle.js';
import { hashRefreshToken, issueTokenPair, type TokenSettings } from './token-pair.js';

export interface SessionDeps extends TokenSettings {
  db: Db;
  loginLimits: LoginLimits;
}

export async function login(
  deps: SessionDeps,
  input: { email: string; password: string; ip: string },
): Promise<TokenPair> {
  const email = input.email.toLowerCase();
  const keys = { email, ip: input.ip };
  await takeLoginAttempt(deps.db, deps.loginLimits, keys);
  const user = await findCredentialsByEmail(deps.db, email);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) throw invalidCredentials();
  await settleSuccessfulLogin(deps.db, deps.loginLimits, keys);
  return deps.db.transaction((tx) => issueTokenPair(tx, deps, user.id, randomUUID()));
}

/**
 * Rotates a refresh token. A token presented twice means it leaked (or a client raced itself):
 * the whole family is revoked, so the thief's and the owner's newer tokens all stop working.
 */
export async function refresh(deps: SessionDeps, input: { refreshToken: string; email: string }): Promise<TokenPair> {
  const stored = await findRefreshToken(deps.db, hashRefreshToken(input.refreshToken));
  if (!stored || stored.revoked || stored.expired) throw invalidRefreshToken();
  if (stored.user_email !== input.email.toLowerCase()) throw invalidRefreshToken();
  if (stored.used) {
    await revokeRefreshTokenFamily(deps.db, stored.family_id);
    throw invalidRefreshToken();
  }
  const pair = await deps.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, stored.id))) return undefined;
    return issueTokenPair(tx, deps, stored.user_id, stored.family_id);
  });
  if (!pair) {
    // Another request rotated it between our read and our update: treat as reuse.
    await revokeRefreshTokenFamily(deps.db, stored.family_id);
    throw invalidRefreshToken();
  }
  return pair;
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always succeeds. */
export async function logout(deps: Pick<SessionDeps, 'db'>, input: { refreshToken: string }): Promise<void> {
  const stored = await findRefreshToken(deps.db, hashRefreshToken(input.refreshToken));
  if (stored) await revokeRefreshTokenFamily(deps.db, stored.family_id);
}

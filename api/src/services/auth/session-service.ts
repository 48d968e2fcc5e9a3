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
import { recordAuditEvent } from '../audit/audit-service.js';
import type { RequestClient } from './auth-context.js';

export interface SessionDeps extends TokenSettings {
  db: Db;
  loginLimits: LoginLimits;
}

export async function login(
  deps: SessionDeps,
  input: { email: string; password: string; client: RequestClient },
): Promise<TokenPair> {
  const email = input.email.toLowerCase();
  const keys = { email, ip: input.client.address };
  await takeLoginAttempt(deps.db, deps.loginLimits, keys);
  const user = await findCredentialsByEmail(deps.db, email);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) {
    // Recorded whether or not the email has an account; the caller's answer is the same either way.
    await recordAuditEvent(deps.db, {
      actor: { kind: 'user', userId: user?.id ?? null },
      action: 'auth.login.failed',
      changes: { email },
      client: input.client,
    });
    throw invalidCredentials();
  }
  await settleSuccessfulLogin(deps.db, deps.loginLimits, keys);
  return deps.db.transaction(async (tx) => {
    const pair = await issueTokenPair(tx, deps, user.id, randomUUID());
    await recordAuditEvent(tx, {
      actor: { kind: 'user', userId: user.id },
      action: 'auth.login',
      client: input.client,
    });
    return pair;
  });
}

/**
 * Rotates a refresh token. A token presented twice means it leaked (or a client raced itself):
 * the whole family is revoked, so the thief's and the owner's newer tokens all stop working.
 */
export async function refresh(
  deps: SessionDeps,
  input: { refreshToken: string; email: string; client: RequestClient },
): Promise<TokenPair> {
  const stored = await findRefreshToken(deps.db, hashRefreshToken(input.refreshToken));
  if (!stored || stored.revoked || stored.expired) throw invalidRefreshToken();
  if (stored.user_email !== input.email.toLowerCase()) throw invalidRefreshToken();
  const revokeAsReused = () =>
    deps.db.transaction(async (tx) => {
      await revokeRefreshTokenFamily(tx, stored.family_id);
      await recordAuditEvent(tx, {
        actor: { kind: 'user', userId: stored.user_id },
        action: 'auth.refresh-token.reused',
        targetIds: [stored.family_id],
        client: input.client,
      });
    });
  if (stored.used) {
    await revokeAsReused();
    throw invalidRefreshToken();
  }
  const pair = await deps.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, stored.id))) return undefined;
    return issueTokenPair(tx, deps, stored.user_id, stored.family_id);
  });
  if (!pair) {
    // Another request rotated it between our read and our update: treat as reuse.
    await revokeAsReused();
    throw invalidRefreshToken();
  }
  return pair;
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always succeeds. */
export async function logout(deps: Pick<SessionDeps, 'db'>, input: { refreshToken: string }): Promise<void> {
  const stored = await findRefreshToken(deps.db, hashRefreshToken(input.refreshToken));
  if (stored) await revokeRefreshTokenFamily(deps.db, stored.family_id);
}

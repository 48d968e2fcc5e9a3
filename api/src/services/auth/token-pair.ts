import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.js';
import type { TokenPair } from 'shared/contracts/auth';
import { insertRefreshToken } from '../../repositories/refresh-tokens/refresh-tokens-repository.js';
import type { AccessTokens } from './access-tokens.js';

/** Secrets sent by mail or kept by clients are stored as their SHA-256: they are 256 random bits, so no slow hash is needed. */
export const sha256Hex = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const hashRefreshToken = sha256Hex;

export interface TokenSettings {
  accessTokens: AccessTokens;
  refreshTokenTtlSeconds: number;
}

export async function issueTokenPair(
  tx: Db,
  settings: TokenSettings,
  userId: string,
  familyId: string,
): Promise<TokenPair> {
  const access = await settings.accessTokens.sign({ userId, sessionId: familyId });
  const refreshToken = randomBytes(32).toString('base64url');
  const refreshExpiresAt = new Date(Date.now() + settings.refreshTokenTtlSeconds * 1000);
  await insertRefreshToken(tx, {
    userId,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  return {
    access_token: access.token,
    access_token_expiry: access.expiresAt.toISOString(),
    refresh_token: refreshToken,
    refresh_token_expiry: refreshExpiresAt.toISOString(),
  };
}

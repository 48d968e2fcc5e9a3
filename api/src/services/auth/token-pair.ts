import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.js';
import type { TokenPair } from '../../schemas/auth.js';
import { insertRefreshToken } from '../../repositories/refresh-tokens/refresh-tokens-repository.js';
import type { AccessTokens } from './access-tokens.js';

/** Refresh tokens are 32 random bytes, so a fast hash is enough to store them safely. */
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');

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

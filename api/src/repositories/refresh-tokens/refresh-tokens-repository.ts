import type { Db } from '../../db/db.js';

export interface NewRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
}

export async function insertRefreshToken(db: Db, token: NewRefreshToken): Promise<void> {
  await db.query('INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
    token.userId,
    token.familyId,
    token.tokenHash,
    token.expiresAt.toISOString(),
  ]);
}

export interface StoredRefreshToken {
  id: string;
  user_id: string;
  family_id: string;
  user_email: string;
  expired: boolean;
  used: boolean;
  revoked: boolean;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<StoredRefreshToken | undefined> {
  const [row] = await db.query<StoredRefreshToken>(
    `SELECT t.id, t.user_id, t.family_id, u.email AS user_email,
       t.expires_at <= now() AS expired, t.used_at IS NOT NULL AS used, t.revoked_at IS NOT NULL AS revoked
     FROM refresh_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/** Atomic claim: of several processes presenting the same token, exactly one gets `true`. */
export async function markRefreshTokenUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING id`,
    [id],
  );
  return rows.length === 1;
}

export async function revokeRefreshTokenFamily(db: Db, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
}

/** Ends every session of the user: their refresh tokens stop, and so do access tokens of those sessions. */
export async function revokeAllRefreshTokensOfUser(db: Db, userId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

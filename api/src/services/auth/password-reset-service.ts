import type { Db } from '../../db/db.js';
import { invalidLink } from '../../errors.js';
import { enforceAttemptLimits } from '../limits/attempt-limits.js';
import { clientKeyOf } from '../limits/client-key.js';
import { consumeInvitation, deactivateInvitationsOf } from '../../repositories/invitations/invitations-repository.js';
import { revokeAllRefreshTokensOfUser } from '../../repositories/refresh-tokens/refresh-tokens-repository.js';
import { findCredentialsByEmail, updatePasswordHash } from '../../repositories/users/users-repository.js';
import { passwordResetEmail } from '../email/emails.js';
import { hashPassword } from './passwords.js';
import { sha256Hex } from './token-pair.js';
import { storeEmailedLink } from '../invitation-links/emailed-link.js';

const RESET_TTL_MS = 3600 * 1000;
const WINDOW_SECONDS = 3600;
/** Per hour. */
const LIMITS = { perEmail: 5, perClient: 20 };

export interface PasswordResetDeps {
  db: Db;
  consoleUrl: string;
  productName: string;
}

/**
 * Counts a reset request per email and per client (429 past either limit), whether or not the address has an
 * account. An IPv6 client is counted by its /64 (ADR 0004).
 */
export async function countPasswordResetRequest(deps: PasswordResetDeps, email: string, ip: string): Promise<void> {
  await enforceAttemptLimits(
    deps.db,
    [
      { key: `reset-email:${email.toLowerCase()}`, max: LIMITS.perEmail },
      { key: `reset-ip:${clientKeyOf(ip)}`, max: LIMITS.perClient },
    ],
    WINDOW_SECONDS,
    'Too many password reset requests. Try again later.',
  );
}

/**
 * Mails a reset link when the email belongs to a user. The route runs it after answering, so the answer
 * is the same, and takes as long, whether or not the address has an account.
 */
export async function mailPasswordReset(deps: PasswordResetDeps, email: string): Promise<void> {
  const address = email.toLowerCase();
  const user = await findCredentialsByEmail(deps.db, address);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    await deactivateInvitationsOf(tx, user.id, 'RESET_PASSWORD');
    await storeEmailedLink(
      tx,
      { type: 'RESET_PASSWORD', email: address, recipientUserId: user.id, ttlMs: RESET_TTL_MS },
      (token) =>
        passwordResetEmail({
          to: address,
          productName: deps.productName,
          link: `${deps.consoleUrl}/reset-password/${token}`,
        }),
    );
  });
}

/** Uses the link once, sets the new password and ends every session of the user. */
export async function confirmPasswordReset(deps: PasswordResetDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const link = await consumeInvitation(tx, sha256Hex(token), ['RESET_PASSWORD']);
    if (!link?.recipient_user_id) throw invalidLink();
    await updatePasswordHash(tx, link.recipient_user_id, passwordHash);
    await revokeAllRefreshTokensOfUser(tx, link.recipient_user_id);
  });
}

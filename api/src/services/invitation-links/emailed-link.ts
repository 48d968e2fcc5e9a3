import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.js';
import type { EmailMessage } from '../../repositories/email-outbox/email-outbox-repository.js';
import { insertOutboxEmail } from '../../repositories/email-outbox/email-outbox-repository.js';
import { insertInvitation, type NewInvitationRow } from '../../repositories/invitations/invitations-repository.js';
import { sha256Hex } from '../auth/token-pair.js';

export type EmailedLink = Pick<NewInvitationRow, 'type' | 'email'> &
  Partial<Pick<NewInvitationRow, 'companyId' | 'projectId' | 'projectRoleId' | 'userIdFrom' | 'recipientUserId'>> & {
    ttlMs: number;
  };

/**
 * Every emailed link (invitation, verification, reset): 32 random bytes, kept only as their SHA-256,
 * stored with the email that carries them in the caller's transaction, so neither exists alone.
 * Returns the invitation's id.
 */
export async function storeEmailedLink(
  tx: Db,
  link: EmailedLink,
  email: (token: string) => EmailMessage,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const id = await insertInvitation(tx, {
    tokenHash: sha256Hex(token),
    type: link.type,
    email: link.email,
    companyId: link.companyId ?? null,
    projectId: link.projectId ?? null,
    projectRoleId: link.projectRoleId ?? null,
    userIdFrom: link.userIdFrom ?? null,
    recipientUserId: link.recipientUserId ?? null,
    expiresAt: new Date(Date.now() + link.ttlMs),
  });
  await insertOutboxEmail(tx, email(token));
  return id;
}

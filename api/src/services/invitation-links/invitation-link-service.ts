import type { Db } from '../../db/db.js';
import { AppError, invalidLink, notFound } from '../../errors.js';
import type { InvitationType } from 'shared/contracts/invitations';
import type { InvitationLanding } from 'shared/contracts/registration';
import {
  consumeInvitation,
  findInvitationByTokenHash,
  type ConsumedInvitationRow,
} from '../../repositories/invitations/invitations-repository.js';
import { addMemberUnlessPresent } from '../../repositories/project-users/project-users-repository.js';
import { markVerified, setUserCompany } from '../../repositories/users/users-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { sha256Hex } from '../auth/token-pair.js';

/** The invitations a /join-company link can carry (000 §4). */
export const JOIN_TYPES: InvitationType[] = ['INVITE_COMPANY_USER', 'PROJECT:NEW_EXTERNAL_USER:USER'];

/** What the landing needs; the token is the secret, so its holder may see the invited email. */
export async function getInvitationLanding(db: Db, token: string): Promise<InvitationLanding> {
  const row = await findInvitationByTokenHash(db, sha256Hex(token), JOIN_TYPES);
  if (!row) throw notFound('Invitation not found.');
  return {
    email: row.email,
    type: row.type as InvitationLanding['type'],
    is_active: row.is_active,
    has_recipient: row.recipient_user_id !== null,
    company: row.company_name === null ? null : { name: row.company_name },
    project: row.project_name === null ? null : { name: row.project_name },
  };
}

/**
 * Makes the user what the invitation offers: a user of the company, or a member of the project with
 * its role. The link reached the user's mailbox, so the address counts as verified too.
 */
export async function joinThroughInvitation(tx: Db, invitation: ConsumedInvitationRow, userId: string): Promise<void> {
  if (invitation.type === 'INVITE_COMPANY_USER' && invitation.company_id) {
    await setUserCompany(tx, userId, invitation.company_id);
  }
  if (invitation.type === 'PROJECT:NEW_EXTERNAL_USER:USER' && invitation.project_id && invitation.project_role_id) {
    await addMemberUnlessPresent(tx, invitation.project_id, userId, invitation.project_role_id);
  }
  await markVerified(tx, userId);
}

/** The signed-in invitee accepts: the link is used once, and only by the address it was sent to. */
export async function activateInvitation(db: Db, auth: AuthContext, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await consumeInvitation(tx, sha256Hex(token), JOIN_TYPES);
    if (!invitation) throw invalidLink();
    if (invitation.email !== auth.email.toLowerCase()) {
      throw new AppError(403, 'OTHER_RECIPIENT', 'This invitation was sent to another email address.');
    }
    const otherCompany = auth.companyId !== null && auth.companyId !== invitation.company_id;
    if (invitation.type === 'INVITE_COMPANY_USER' && otherCompany) {
      throw new AppError(409, 'IN_ANOTHER_COMPANY', 'You already belong to another company.');
    }
    await joinThroughInvitation(tx, invitation, auth.userId);
  });
}

import type { Db } from '../../db/db.js';
import { AppError, conflict, forbidden, notFound } from '../../errors.js';
import type {
  CompanyInvitation,
  CompanyInvitationPage,
  InvitationsQuery,
  NewCompanyInvitation,
} from 'shared/contracts/invitations';
import { findCompany, isCompanyUserEmail } from '../../repositories/companies/companies-repository.js';
import {
  deactivateInvitation,
  findCancellableCompanyInvitation,
  findCompanyInvitation,
  hasPendingCompanyInvitation,
  listCompanyInvitations,
  type CompanyInvitationRow,
} from '../../repositories/invitations/company-invitations-repository.js';
import { findUsersByEmails } from '../../repositories/project-users/project-users-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { assertCompanyVisible } from '../companies/company-service.js';
import { companyInvitationEmail } from '../email/emails.js';
import { enforceAttemptLimits } from '../limits/attempt-limits.js';
import { INVITATION_TTL_MS, type InvitationLinks } from '../project-users/project-user-service.js';
import { storeEmailedLink } from '../invitation-links/emailed-link.js';

const WINDOW_SECONDS = 3600;
/** Per hour: a company onboarding its staff is served, a script mailing strangers is not. */
export const COMPANY_INVITATION_LIMITS = { perInviter: 30, perClient: 60 };

const named = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

const toInvitation = (row: CompanyInvitationRow): CompanyInvitation => ({
  id: row.id,
  email: row.email,
  type: row.type,
  is_active: row.is_active,
  company: named(row.company_id, row.company_name),
  project: named(row.project_id, row.project_name),
  invited_by: row.invited_by,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
});

/**
 * Company staff invite to and manage their own company; company:create holders any company; another
 * company answers 404 like a missing one. Inviting needs invitation:create, which every system role has.
 */
async function assertMayInvite(db: Db, auth: AuthContext, companyId: string): Promise<void> {
  await assertCompanyVisible(db, auth, companyId);
  if (!auth.permissions.has('invitation:create')) throw forbidden();
}

/** 000 §2: the company's invitations, used or not, 15 (or 5) a page by date created. */
export async function listCompanyInvitationPage(
  db: Db,
  auth: AuthContext,
  companyId: string,
  query: InvitationsQuery,
): Promise<CompanyInvitationPage> {
  await assertCompanyVisible(db, auth, companyId);
  const { rows, total } = await listCompanyInvitations(db, companyId, {
    offset: query.offset,
    limit: query.limit,
    order: query.order ?? 'desc',
  });
  return { data: rows.map(toInvitation), total };
}

/** Stores a single-use link (hashed, 7 days) and mails it; the landing is /join-company/{token}. */
export async function inviteToCompany(
  db: Db,
  auth: AuthContext,
  links: InvitationLinks,
  body: NewCompanyInvitation,
  ip: string,
): Promise<CompanyInvitation> {
  await assertMayInvite(db, auth, body.company_id);
  await enforceAttemptLimits(
    db,
    [
      { key: `company-invite-user:${auth.userId}`, max: COMPANY_INVITATION_LIMITS.perInviter },
      { key: `company-invite-ip:${ip}`, max: COMPANY_INVITATION_LIMITS.perClient },
    ],
    WINDOW_SECONDS,
    'Too many invitations. Try again later.',
  );
  const email = body.email.toLowerCase();
  if (await isCompanyUserEmail(db, body.company_id, email)) {
    throw conflict(`${email} is already a user of this company.`);
  }
  if (await hasPendingCompanyInvitation(db, body.company_id, email)) {
    throw conflict(`An invitation to ${email} is already pending.`);
  }
  const company = await findCompany(db, body.company_id);
  if (!company) throw notFound('Company not found.');
  const [recipient] = await findUsersByEmails(db, [email]);
  const invitationId = await db.transaction((tx) =>
    storeEmailedLink(
      tx,
      {
        type: 'INVITE_COMPANY_USER',
        email,
        companyId: company.id,
        userIdFrom: auth.userId,
        recipientUserId: recipient?.id ?? null,
        ttlMs: INVITATION_TTL_MS,
      },
      (token) =>
        companyInvitationEmail({
          to: email,
          productName: links.productName,
          companyName: company.name,
          inviterName: auth.email,
          link: `${links.consoleUrl}/join-company/${token}`,
        }),
    ),
  );
  const row = await findCompanyInvitation(db, company.id, invitationId);
  if (!row) throw new Error('The invitation just stored cannot be read');
  return toInvitation(row);
}

/** Deactivates a company invitation that can still be used: its link stops working. */
export async function cancelCompanyInvitation(db: Db, auth: AuthContext, invitationId: string): Promise<void> {
  const invitation = await findCancellableCompanyInvitation(db, invitationId);
  if (!invitation) throw notFound('Invitation not found.');
  try {
    await assertMayInvite(db, auth, invitation.company_id);
  } catch (error) {
    // Another company's invitation is as unknown as a missing one.
    if (error instanceof AppError && error.status === 404) throw notFound('Invitation not found.');
    throw error;
  }
  await deactivateInvitation(db, invitationId);
}

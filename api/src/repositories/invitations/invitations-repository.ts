import type { InvitationType } from 'shared/contracts/invitations';
import type { Db } from '../../db/db.js';

export interface NewInvitationRow {
  tokenHash: string;
  type: InvitationType;
  email: string;
  companyId: string | null;
  projectId: string | null;
  projectRoleId: number | null;
  userIdFrom: string | null;
  recipientUserId: string | null;
  expiresAt: Date;
}

export async function insertInvitation(db: Db, invitation: NewInvitationRow): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO invitations (token_hash, type, email, company_id, project_id, project_role_id, user_id_from,
       recipient_user_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      invitation.tokenHash,
      invitation.type,
      invitation.email,
      invitation.companyId,
      invitation.projectId,
      invitation.projectRoleId,
      invitation.userIdFrom,
      invitation.recipientUserId,
      invitation.expiresAt,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

export interface PendingInvitationRow {
  id: string;
  email: string;
  type: InvitationType;
  project_role_id: number;
  project_role_name: string;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
}

/** Active, unused and unexpired project invitations, newest first. */
export async function listPendingProjectInvitations(db: Db, projectId: string): Promise<PendingInvitationRow[]> {
  return db.query<PendingInvitationRow>(
    `SELECT i.id, i.email, i.type, i.project_role_id, r.name AS project_role_name, f.email AS invited_by,
       i.created_at, i.expires_at
     FROM invitations i JOIN roles r ON r.id = i.project_role_id LEFT JOIN users f ON f.id = i.user_id_from
     WHERE i.project_id = $1 AND i.is_active AND i.used_at IS NULL AND i.expires_at > now()
     ORDER BY i.created_at DESC, i.id`,
    [projectId],
  );
}

/** Pending project invitations among `emails` (one person is not invited twice at once). */
export async function findPendingProjectInvitationEmails(db: Db, projectId: string, emails: string[]) {
  const rows = await db.query<{ email: string }>(
    `SELECT DISTINCT email FROM invitations
     WHERE project_id = $1 AND email = ANY($2::text[]) AND is_active AND used_at IS NULL AND expires_at > now()`,
    [projectId, emails],
  );
  return rows.map((row) => row.email);
}

/** Deactivates a pending invitation of the project; false when there is none with that id. */
export async function deactivateProjectInvitation(db: Db, projectId: string, invitationId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE invitations SET is_active = false
     WHERE id = $1 AND project_id = $2 AND is_active AND used_at IS NULL
     RETURNING id`,
    [invitationId, projectId],
  );
  return rows.length > 0;
}

/** Deactivates the user's earlier links of this type, so only the newest works. */
export async function deactivateInvitationsOf(db: Db, userId: string, type: InvitationType): Promise<void> {
  await db.query('UPDATE invitations SET is_active = false WHERE recipient_user_id = $1 AND type = $2 AND is_active', [
    userId,
    type,
  ]);
}

export interface ConsumedInvitationRow {
  id: string;
  type: InvitationType;
  email: string;
  company_id: string | null;
  project_id: string | null;
  project_role_id: number | null;
  recipient_user_id: string | null;
}

/**
 * Uses a link once: the active, unused, unexpired invitation of one of these types with this token
 * hash is marked used and returned; any other answers undefined. One statement, so two uses cannot
 * both win; inside a transaction that rolls back, the link stays usable.
 */
export async function consumeInvitation(
  db: Db,
  tokenHash: string,
  types: InvitationType[],
): Promise<ConsumedInvitationRow | undefined> {
  const [row] = await db.query<ConsumedInvitationRow>(
    `UPDATE invitations SET used_at = now(), is_active = false
     WHERE token_hash = $1 AND type = ANY($2::text[]) AND is_active AND used_at IS NULL AND expires_at > now()
     RETURNING id, type, email, company_id, project_id, project_role_id, recipient_user_id`,
    [tokenHash, types],
  );
  return row;
}

export interface InvitationLandingRow {
  email: string;
  type: InvitationType;
  is_active: boolean;
  recipient_user_id: string | null;
  company_name: string | null;
  project_name: string | null;
}

/** An invitation by its link, usable or not, with the names its landing shows. */
export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
  types: InvitationType[],
): Promise<InvitationLandingRow | undefined> {
  const [row] = await db.query<InvitationLandingRow>(
    `SELECT i.email, i.type, (i.is_active AND i.used_at IS NULL AND i.expires_at > now()) AS is_active,
       i.recipient_user_id, c.name AS company_name, p.name AS project_name
     FROM invitations i LEFT JOIN companies c ON c.id = i.company_id LEFT JOIN projects p ON p.id = i.project_id
     WHERE i.token_hash = $1 AND i.type = ANY($2::text[])`,
    [tokenHash, types],
  );
  return row;
}

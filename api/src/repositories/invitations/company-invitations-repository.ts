import type { Db } from '../../db/db.js';
import type { SortOrder } from 'shared/contracts/companies';
import type { InvitationType } from 'shared/contracts/invitations';

export interface CompanyInvitationRow {
  id: string;
  email: string;
  type: InvitationType;
  is_active: boolean;
  company_id: string | null;
  company_name: string | null;
  project_id: string | null;
  project_name: string | null;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date;
}

/**
 * The company's invitations: those it sent (to the company or its projects), and the account links
 * (verification, password reset) of its users, whose rows carry no company.
 */
const OF_COMPANY = `(i.company_id = $1
  OR (i.company_id IS NULL AND EXISTS (SELECT 1 FROM users r WHERE r.id = i.recipient_user_id AND r.company_id = $1)))`;

/** `$1` is the company: rows name it as their company. */
const SELECT_ROWS = `SELECT i.id, i.email, i.type,
    (i.is_active AND i.used_at IS NULL AND i.expires_at > now()) AS is_active,
    c.id AS company_id, c.name AS company_name, p.id AS project_id, p.name AS project_name,
    f.email AS invited_by, i.created_at, i.expires_at
  FROM invitations i
    JOIN companies c ON c.id = $1
    LEFT JOIN projects p ON p.id = i.project_id
    LEFT JOIN users f ON f.id = i.user_id_from`;

/** One page of the company's invitations, used or not, by date created; and how many there are. */
export async function listCompanyInvitations(
  db: Db,
  companyId: string,
  page: { offset: number; limit: number; order: SortOrder },
): Promise<{ rows: CompanyInvitationRow[]; total: number }> {
  const direction = page.order === 'asc' ? 'ASC' : 'DESC';
  const [rows, [count]] = await Promise.all([
    db.query<CompanyInvitationRow>(
      `${SELECT_ROWS} WHERE ${OF_COMPANY}
       ORDER BY i.created_at ${direction}, i.id ${direction}
       OFFSET $2 LIMIT $3`,
      [companyId, page.offset, page.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM invitations i WHERE ${OF_COMPANY}`, [companyId]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findCompanyInvitation(
  db: Db,
  companyId: string,
  invitationId: string,
): Promise<CompanyInvitationRow | undefined> {
  const [row] = await db.query<CompanyInvitationRow>(`${SELECT_ROWS} WHERE ${OF_COMPANY} AND i.id = $2`, [
    companyId,
    invitationId,
  ]);
  return row;
}

/** Whether a company invitation to the address is still usable (one person is not invited twice at once). */
export async function hasPendingCompanyInvitation(db: Db, companyId: string, email: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM invitations
     WHERE company_id = $1 AND email = $2 AND type = 'INVITE_COMPANY_USER'
       AND is_active AND used_at IS NULL AND expires_at > now()`,
    [companyId, email],
  );
  return rows.length > 0;
}

/** The company of a company invitation that can still be cancelled; undefined when there is none. */
export async function findCancellableCompanyInvitation(
  db: Db,
  invitationId: string,
): Promise<{ company_id: string } | undefined> {
  const [row] = await db.query<{ company_id: string }>(
    `SELECT company_id FROM invitations
     WHERE id = $1 AND type = 'INVITE_COMPANY_USER' AND company_id IS NOT NULL AND is_active AND used_at IS NULL`,
    [invitationId],
  );
  return row;
}

export async function deactivateInvitation(db: Db, invitationId: string): Promise<void> {
  await db.query('UPDATE invitations SET is_active = false WHERE id = $1', [invitationId]);
}

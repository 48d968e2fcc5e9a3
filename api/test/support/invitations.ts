import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './test-app.js';

export interface InvitationFixture {
  type: 'INVITE_COMPANY_USER' | 'PROJECT:NEW_EXTERNAL_USER:USER' | 'RESET_PASSWORD';
  email: string;
  companyId?: string;
  projectId?: string;
  projectRoleId?: number;
  recipientUserId?: string;
}

/** An invitation as the inviting services store it; returns the token its email would carry. */
export async function createInvitation(t: TestApp, invitation: InvitationFixture): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db.query(
    `INSERT INTO invitations (token_hash, type, email, company_id, project_id, project_role_id, recipient_user_id,
       expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + interval '7 days')`,
    [
      createHash('sha256').update(token).digest('hex'),
      invitation.type,
      invitation.email,
      invitation.companyId ?? null,
      invitation.projectId ?? null,
      invitation.projectRoleId ?? null,
      invitation.recipientUserId ?? null,
    ],
  );
  return token;
}

/** The token of the newest link of this kind mailed to the address, read from the outbox. */
export async function latestMailedToken(t: TestApp, email: string, path: string): Promise<string> {
  const [mail] = await t.db.query<{ text_body: string }>(
    `SELECT text_body FROM email_outbox WHERE to_address = $1 AND text_body LIKE '%' || $2 || '%'
     ORDER BY created_at DESC LIMIT 1`,
    [email, path],
  );
  return new RegExp(`${path}/([\\w-]+)`).exec(mail?.text_body ?? '')?.[1] ?? '';
}

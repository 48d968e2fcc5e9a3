import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { createInvitation } from '../../support/invitations.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { PROJECT_ROLE } from 'shared/contracts/roles';

const BASE = '/api/auth-service/invitations';
const INVALID_LINK = {
  error: { message: 'Your invitation may have expired, or is no longer valid.', code: 'INVALID_LINK', status: 400 },
};

const land = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: `${BASE}/${token}` });
const activate = async (t: TestApp, token: string, email: string) =>
  t.app.inject({ method: 'POST', url: `${BASE}/${token}/activate`, headers: await t.authHeader(email) });

const companyInvitation = (t: TestApp, email: string, companyId: string = DEMO_IDS.companies.acme) =>
  createInvitation(t, { type: 'INVITE_COMPANY_USER', email, companyId });
const projectInvitation = async (t: TestApp, email: string, projectId: string = DEMO_IDS.projects.wine) =>
  createInvitation(t, {
    type: 'PROJECT:NEW_EXTERNAL_USER:USER',
    email,
    companyId: DEMO_IDS.companies.acme,
    projectId,
    projectRoleId: PROJECT_ROLE.GUEST,
    recipientUserId: await t.userId(email).catch(() => undefined),
  });

async function addUser(t: TestApp, email: string, companyId: string | null, verified = true): Promise<void> {
  await t.db.query(
    `INSERT INTO users (email, password_hash, first_name, company_id, is_verified)
     SELECT $1, password_hash, 'Test', $2, $3 FROM users WHERE email = 'guest@demo.test'`,
    [email, companyId, verified],
  );
}

describeWithApp('invitation links (/join-company)', (t) => {
  it('shows the landing what a company invitation offers, for a new address', async () => {
    const token = await companyInvitation(t, 'landing@example.test');
    const response = await land(t, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'landing@example.test',
      type: 'INVITE_COMPANY_USER',
      is_active: true,
      has_recipient: false,
      company: { name: 'Acme Brands' },
      project: null,
    });
  });

  it('names the project and the existing account of a project invitation', async () => {
    const token = await projectInvitation(t, 'guest@demo.test');
    expect((await land(t, token)).json()).toMatchObject({
      has_recipient: true,
      project: { name: 'Wine Labels' },
      company: { name: 'Acme Brands' },
    });
  });

  it('says inactive once used, cancelled or expired; 404 for an unknown token or another kind of link', async () => {
    const token = await companyInvitation(t, 'inactive@example.test');
    await t.db.query(`UPDATE invitations SET is_active = false WHERE email = 'inactive@example.test'`);
    expect((await land(t, token)).json().is_active).toBe(false);
    const expired = await companyInvitation(t, 'expired-landing@example.test');
    await t.db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = $1`, [
      'expired-landing@example.test',
    ]);
    expect((await land(t, expired)).json().is_active).toBe(false);

    const unknown = await land(t, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Invitation not found.');
    const reset = await createInvitation(t, { type: 'RESET_PASSWORD', email: 'guest@demo.test' });
    expect((await land(t, reset)).statusCode).toBe(404);
    expect((await land(t, 'bad!')).statusCode).toBe(400);
  });

  it('lets the invited user join the company once; the address counts as verified', async () => {
    await addUser(t, 'companyless@example.test', null, false);
    const token = await companyInvitation(t, 'companyless@example.test');
    expect((await activate(t, token, 'companyless@example.test')).statusCode).toBe(204);
    const [row] = await t.db.query<{ company_id: string; is_verified: boolean }>(
      `SELECT company_id, is_verified FROM users WHERE email = 'companyless@example.test'`,
    );
    expect(row).toEqual({ company_id: DEMO_IDS.companies.acme, is_verified: true });
    expect((await activate(t, token, 'companyless@example.test')).json()).toEqual(INVALID_LINK);
    expect((await land(t, token)).json().is_active).toBe(false);
  });

  it('adds the invited user to the project with the invited role', async () => {
    const token = await projectInvitation(t, 'newcomer@demo.test');
    const memberships = 'SELECT 1 FROM user_projects WHERE user_id = $1';
    expect(await t.db.query(memberships, [await t.userId('newcomer@demo.test')])).toEqual([]);
    expect((await activate(t, token, 'newcomer@demo.test')).statusCode).toBe(204);
    const [membership] = await t.db.query<{ role_id: number }>(
      'SELECT role_id FROM user_projects WHERE project_id = $1 AND user_id = $2',
      [DEMO_IDS.projects.wine, await t.userId('newcomer@demo.test')],
    );
    expect(membership?.role_id).toBe(PROJECT_ROLE.GUEST);
  });

  it('refuses a user the invitation was not sent to with 403, and the link still works for its owner', async () => {
    await addUser(t, 'rightful@example.test', null);
    const token = await companyInvitation(t, 'rightful@example.test');
    const response = await activate(t, token, 'admin@demo.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      message: 'This invitation was sent to another email address.',
      code: 'OTHER_RECIPIENT',
      status: 403,
    });
    expect((await activate(t, token, 'rightful@example.test')).statusCode).toBe(204);
  });

  it("refuses a company invitation to another company's user with 409", async () => {
    const token = await companyInvitation(t, 'other@demo.test', DEMO_IDS.companies.acme);
    const response = await activate(t, token, 'other@demo.test');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('You already belong to another company.');
    const [row] = await t.db.query<{ company_id: string }>(
      `SELECT company_id FROM users WHERE email = 'other@demo.test'`,
    );
    expect(row?.company_id).toBe(DEMO_IDS.companies.globex);
  });

  it('refuses an expired or made-up link with the invalid-link text', async () => {
    await addUser(t, 'too-late@example.test', null);
    const token = await companyInvitation(t, 'too-late@example.test');
    await t.db.query(
      `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'too-late@example.test'`,
    );
    expect((await activate(t, token, 'too-late@example.test')).json()).toEqual(INVALID_LINK);
    expect((await activate(t, 'y'.repeat(43), 'too-late@example.test')).json()).toEqual(INVALID_LINK);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'POST', url: `${BASE}/${'z'.repeat(43)}/activate` }));
});

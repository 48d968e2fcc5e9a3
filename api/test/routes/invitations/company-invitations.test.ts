import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { createInvitation, latestMailedToken } from '../../support/invitations.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { PROJECT_ROLE } from 'shared/contracts/roles';

const URL = '/api/auth-service/invitations';
const { acme, globex } = DEMO_IDS.companies;
const COMPANY_NOT_FOUND = { error: { message: 'Company not found.', code: 'NOT_FOUND', status: 404 } };
const INVITATION_NOT_FOUND = { error: { message: 'Invitation not found.', code: 'NOT_FOUND', status: 404 } };

const invite = async (t: TestApp, inviter: string, payload: object, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: URL, headers: await t.authHeader(inviter), payload, remoteAddress: ip });
const toCompany = (email: string, companyId: string = acme) => ({
  email,
  type: 'INVITE_COMPANY_USER',
  company_id: companyId,
});
const listOf = async (t: TestApp, email: string, query: string) =>
  t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: await t.authHeader(email) });
const cancel = async (t: TestApp, email: string, invitationId: string) =>
  t.app.inject({ method: 'DELETE', url: `${URL}/${invitationId}`, headers: await t.authHeader(email) });
const landing = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: `${URL}/${token}` });

describeWithApp('POST /api/auth-service/invitations', (t) => {
  it('lets company staff invite a new address to their company, by a mailed single-use link', async () => {
    const response = await invite(t, 'admin@demo.test', toCompany('New.Hire@Example.test'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'new.hire@example.test',
      type: 'INVITE_COMPANY_USER',
      is_active: true,
      company: { id: acme, name: 'Acme Brands' },
      project: null,
      invited_by: 'admin@demo.test',
    });
    const days = (Date.parse(response.json().expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const token = await latestMailedToken(t, 'new.hire@example.test', '/join-company');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.db.query<{ token_hash: string; recipient_user_id: string | null }>(
      'SELECT token_hash, recipient_user_id FROM invitations WHERE id = $1',
      [response.json().id],
    );
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), recipient_user_id: null });
    const [mail] = await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      `SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = 'new.hire@example.test'`,
    );
    expect(mail?.subject).toBe('You are invited to join Acme Brands on Smart Fingerprint');
    expect(mail?.text_body).toContain(`${t.config.consoleUrl}/join-company/${token}`);
    expect(mail?.html_body).toContain(`/join-company/${token}`);
    expect((await landing(t, token)).json()).toMatchObject({ is_active: true, company: { name: 'Acme Brands' } });
  });

  it('marks an invitation to an address that has an account, so its landing asks to log in', async () => {
    const response = await invite(t, 'guest@demo.test', toCompany('other@demo.test'));
    expect(response.statusCode).toBe(201);
    const token = await latestMailedToken(t, 'other@demo.test', '/join-company');
    expect((await landing(t, token)).json()).toMatchObject({ has_recipient: true, email: 'other@demo.test' });
  });

  it('lets the system super user invite to any company', async () => {
    const response = await invite(t, 'super@demo.test', toCompany('globex.hire@example.test', globex));
    expect(response.statusCode).toBe(201);
    expect(response.json().company).toEqual({ id: globex, name: 'Globex' });
  });

  it("refuses the address of one of the company's users with 409", async () => {
    const response = await invite(t, 'admin@demo.test', toCompany('GUEST@demo.test'));
    expect(response.json()).toEqual({
      error: { message: 'guest@demo.test is already a user of this company.', code: 'CONFLICT', status: 409 },
    });
  });

  it('refuses an address already invited to the company with 409, until that invitation is cancelled', async () => {
    const first = await invite(t, 'admin@demo.test', toCompany('twice@example.test'));
    const again = await invite(t, 'guest@demo.test', toCompany('twice@example.test'));
    expect(again.json()).toEqual({
      error: { message: 'An invitation to twice@example.test is already pending.', code: 'CONFLICT', status: 409 },
    });
    expect((await invite(t, 'super@demo.test', toCompany('twice@example.test', globex))).statusCode).toBe(201);
    expect((await cancel(t, 'admin@demo.test', first.json().id)).statusCode).toBe(204);
    expect((await invite(t, 'admin@demo.test', toCompany('twice@example.test'))).statusCode).toBe(201);
  });

  it.each([
    ['an invalid email', { ...toCompany('x'), email: 'not-an-email' }],
    ['a missing email', { type: 'INVITE_COMPANY_USER', company_id: acme }],
    ['another type of invitation', { ...toCompany('reset@example.test'), type: 'RESET_PASSWORD' }],
    ['a missing company', { email: 'who@example.test', type: 'INVITE_COMPANY_USER' }],
    ['a company id that is no uuid', { ...toCompany('who@example.test'), company_id: 'acme' }],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await invite(t, 'admin@demo.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 'Company not found.' for another company, the same as for none", async () => {
    expect((await invite(t, 'other@demo.test', toCompany('sneaky@example.test'))).json()).toEqual(COMPANY_NOT_FOUND);
    const none = toCompany('ghost@example.test', crypto.randomUUID());
    expect((await invite(t, 'super@demo.test', none)).json()).toEqual(COMPANY_NOT_FOUND);
    expect(await t.db.query(`SELECT 1 FROM email_outbox WHERE to_address = 'sneaky@example.test'`)).toEqual([]);
  });

  it('refuses an unverified user', async () => {
    expect((await invite(t, 'unverified@demo.test', toCompany('u@example.test'))).statusCode).toBe(403);
  });

  it('limits invitations to 30 an hour per inviter', async () => {
    const codes = [];
    for (let i = 0; i < 31; i += 1) {
      codes.push(
        (await invite(t, 'other@demo.test', toCompany(`bulk${i}@example.test`, globex), `10.2.0.${i}`)).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((code) => code === 201)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('limits invitations to 60 an hour per client, whoever sends them', async () => {
    const codes = [];
    for (let i = 0; i < 61; i += 1) {
      // Three inviters, each under their own limit of 30.
      const inviter = ['super@demo.test', 'newcomer@demo.test', 'admin@demo.test'][i % 3] as string;
      const companyId = inviter === 'super@demo.test' ? globex : acme;
      codes.push((await invite(t, inviter, toCompany(`crowd${i}@example.test`, companyId), '10.3.0.1')).statusCode);
    }
    expect(codes.slice(0, 60).filter((code) => code !== 201)).toEqual([]);
    const last = await invite(t, 'guest@demo.test', toCompany('one.more@example.test'), '10.3.0.1');
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe('Too many invitations. Try again later.');
    expect(last.headers['retry-after']).toBeDefined();
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'POST', url: URL, payload: toCompany('anon@example.test') }));
});

describeWithApp('GET /api/auth-service/invitations?companyId=', (t) => {
  const rows = async (email: string, query: string) => (await listOf(t, email, query)).json();

  it("lists the company's invitations of every kind, newest first, with type, company, project and state", async () => {
    await createInvitation(t, { type: 'INVITE_COMPANY_USER', email: 'older@example.test', companyId: acme });
    await createInvitation(t, {
      type: 'PROJECT:NEW_EXTERNAL_USER:USER',
      email: 'project@example.test',
      companyId: acme,
      projectId: DEMO_IDS.projects.wine,
      projectRoleId: PROJECT_ROLE.GUEST,
    });
    await createInvitation(t, {
      type: 'RESET_PASSWORD',
      email: 'guest@demo.test',
      recipientUserId: await t.userId('guest@demo.test'),
    });
    await createInvitation(t, { type: 'INVITE_COMPANY_USER', email: 'globex.only@example.test', companyId: globex });
    await t.db.query(`UPDATE invitations SET created_at = now() - interval '1 day' WHERE email = 'older@example.test'`);

    const page = await rows('guest@demo.test', `companyId=${acme}`);
    expect(page.total).toBe(3);
    expect(page.data.map((row: { email: string }) => row.email)).toEqual([
      'guest@demo.test',
      'project@example.test',
      'older@example.test',
    ]);
    expect(page.data[0]).toMatchObject({ type: 'RESET_PASSWORD', company: { name: 'Acme Brands' }, project: null });
    expect(page.data[1]).toMatchObject({
      type: 'PROJECT:NEW_EXTERNAL_USER:USER',
      is_active: true,
      company: { id: acme, name: 'Acme Brands' },
      project: { id: DEMO_IDS.projects.wine, name: 'Wine Labels' },
    });
    const oldestFirst = await rows('admin@demo.test', `companyId=${acme}&order=asc`);
    expect(oldestFirst.data[0].email).toBe('older@example.test');
  });

  it('shows a used, cancelled or expired invitation as not active', async () => {
    for (const email of ['used@example.test', 'cancelled@example.test', 'expired@example.test']) {
      await createInvitation(t, { type: 'INVITE_COMPANY_USER', email, companyId: acme });
    }
    await t.db.query(`UPDATE invitations SET used_at = now() WHERE email = 'used@example.test'`);
    await t.db.query(`UPDATE invitations SET is_active = false WHERE email = 'cancelled@example.test'`);
    await t.db.query(
      `UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE email = 'expired@example.test'`,
    );
    const page = await rows('admin@demo.test', `companyId=${acme}&limit=100`);
    const active = Object.fromEntries(
      page.data.map((row: { email: string; is_active: boolean }) => [row.email, row.is_active]),
    );
    expect(active).toMatchObject({
      'used@example.test': false,
      'cancelled@example.test': false,
      'expired@example.test': false,
      'older@example.test': true,
    });
  });

  it('pages on the server: 15 unless told, 5 for the manage dialog', async () => {
    for (let i = 0; i < 14; i += 1) {
      await createInvitation(t, { type: 'INVITE_COMPANY_USER', email: `page${i}@example.test`, companyId: acme });
    }
    const all = await rows('admin@demo.test', `companyId=${acme}`);
    expect(all.data).toHaveLength(15);
    expect(all.total).toBe(20);
    const third = await rows('super@demo.test', `companyId=${acme}&limit=5&offset=10`);
    expect(third.data).toHaveLength(5);
    expect(third.data[0].id).toBe(all.data[10].id);
  });

  it('lets the system super user read any company, and no one else another company', async () => {
    expect((await rows('super@demo.test', `companyId=${globex}`)).data[0].email).toBe('globex.only@example.test');
    expect((await listOf(t, 'admin@demo.test', `companyId=${globex}`)).json()).toEqual(COMPANY_NOT_FOUND);
    expect((await listOf(t, 'super@demo.test', `companyId=${crypto.randomUUID()}`)).json()).toEqual(COMPANY_NOT_FOUND);
  });

  it('refuses both or neither of projectId and companyId, and pages it does not know, with 400', async () => {
    const both = `companyId=${acme}&projectId=${DEMO_IDS.projects.spring}`;
    for (const query of [both, '', `companyId=${acme}&limit=101`, `companyId=${acme}&order=up`, 'companyId=acme']) {
      expect((await listOf(t, 'admin@demo.test', query)).statusCode, query).toBe(400);
    }
  });

  it("still lists a project's pending invitations for its team page", async () => {
    const response = await listOf(t, 'admin@demo.test', `projectId=${DEMO_IDS.projects.wine}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { email: string }) => row.email)).toEqual(['project@example.test']);
    expect(response.json()).not.toHaveProperty('total');
  });

  it('refuses an unverified user', async () => {
    expect((await listOf(t, 'unverified@demo.test', `companyId=${acme}`)).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${URL}?companyId=${acme}` }));
});

describeWithApp('DELETE /api/auth-service/invitations/{invitationId} (a company invitation)', (t) => {
  const invited = async (email: string, companyId: string = acme) => {
    const token = await createInvitation(t, { type: 'INVITE_COMPANY_USER', email, companyId });
    const [row] = await t.db.query<{ id: string }>('SELECT id FROM invitations WHERE email = $1', [email]);
    return { id: row?.id ?? '', token };
  };

  it('deactivates the invitation: its link stops working and the table shows it inactive', async () => {
    const { id, token } = await invited('cancel.me@example.test');
    expect((await cancel(t, 'guest@demo.test', id)).statusCode).toBe(204);
    expect((await landing(t, token)).json().is_active).toBe(false);
    const page = (await listOf(t, 'admin@demo.test', `companyId=${acme}`)).json();
    expect(page.data.find((row: { id: string }) => row.id === id)).toMatchObject({ is_active: false });
    expect((await cancel(t, 'guest@demo.test', id)).json()).toEqual(INVITATION_NOT_FOUND);
  });

  it("lets the system super user deactivate any company's invitation", async () => {
    const { id } = await invited('globex.cancel@example.test', globex);
    expect((await cancel(t, 'super@demo.test', id)).statusCode).toBe(204);
  });

  it("answers another company's staff 404 'Invitation not found.', and leaves the invitation working", async () => {
    const { id, token } = await invited('keep.me@example.test');
    expect((await cancel(t, 'other@demo.test', id)).json()).toEqual(INVITATION_NOT_FOUND);
    expect((await landing(t, token)).json().is_active).toBe(true);
    expect((await cancel(t, 'admin@demo.test', crypto.randomUUID())).json()).toEqual(INVITATION_NOT_FOUND);
  });

  it('leaves project invitations to their project: without the project_id header they are not found', async () => {
    const token = await createInvitation(t, {
      type: 'PROJECT:NEW_EXTERNAL_USER:USER',
      email: 'project.only@example.test',
      companyId: acme,
      projectId: DEMO_IDS.projects.spring,
      projectRoleId: PROJECT_ROLE.GUEST,
    });
    const [row] = await t.db.query<{ id: string }>(
      `SELECT id FROM invitations WHERE email = 'project.only@example.test'`,
    );
    expect((await cancel(t, 'admin@demo.test', row?.id ?? '')).json()).toEqual(INVITATION_NOT_FOUND);
    expect((await landing(t, token)).json().is_active).toBe(true);
  });

  it('refuses an id that is no uuid with 400, and an unverified user with 403', async () => {
    const { id } = await invited('unverified.try@example.test');
    expect((await cancel(t, 'admin@demo.test', 'abc')).statusCode).toBe(400);
    expect((await cancel(t, 'unverified@demo.test', id)).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'DELETE', url: `${URL}/${crypto.randomUUID()}` }));
});

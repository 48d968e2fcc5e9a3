import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { PROJECT_ROLE } from 'shared/contracts/roles';

const SPRING = DEMO_IDS.projects.spring;
const WINE = DEMO_IDS.projects.wine;
const base = (projectId: string) => `/api/auth-service/projects/${projectId}`;

describeWithApp('project users and invitations', (t) => {
  const call = async (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await t.authHeader(email)), ...headers },
      ...(payload ? { payload } : {}),
    });
  const members = async (projectId: string, email = 'guest@demo.test') =>
    (await call(email, 'GET', `${base(projectId)}/users`)).json().data as { email: string; role: { name: string } }[];
  const pending = async (projectId: string, email = 'guest@demo.test') =>
    (await call(email, 'GET', `/api/auth-service/invitations?projectId=${projectId}`)).json().data as {
      id: string;
      email: string;
    }[];
  const add = (projectId: string, users: object[], email = 'admin@demo.test') =>
    call(email, 'POST', `${base(projectId)}/users`, { users });

  it("lists the project's users with their roles to a guest", async () => {
    const response = await call('guest@demo.test', 'GET', `${base(SPRING)}/users`);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().data.map((m: { email: string; role: { name: string } }) => `${m.email}:${m.role.name}`),
    ).toEqual(['admin@demo.test:ADMIN', 'guest@demo.test:GUEST']);
  });

  it('adds a company user by id with the chosen role, at once', async () => {
    const newcomer = await t.userId('newcomer@demo.test');
    const response = await add(SPRING, [{ id: newcomer, projectRoleId: PROJECT_ROLE.GUEST }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ added: [{ id: newcomer, role: { name: 'GUEST' } }], invited: [] });
    expect((await members(SPRING)).map((m) => m.email)).toContain('newcomer@demo.test');
  });

  it('invites an outside email: a pending invitation and an email whose link token is stored only hashed', async () => {
    const response = await add(SPRING, [{ email: 'Friend@Partner.example', projectRoleId: PROJECT_ROLE.ADMIN }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().invited).toEqual([
      expect.objectContaining({
        email: 'friend@partner.example',
        type: 'PROJECT:NEW_EXTERNAL_USER:USER',
        role: { id: PROJECT_ROLE.ADMIN, name: 'ADMIN' },
        invited_by: 'admin@demo.test',
      }),
    ]);
    expect((await pending(SPRING)).map((invitation) => invitation.email)).toEqual(['friend@partner.example']);
    const [mail] = await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      `SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = 'friend@partner.example'`,
    );
    expect(mail?.subject).toBe('You are invited to the Spring Collection 2026 project on Smart Fingerprint');
    const token = /\/join-company\/([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail?.html_body).toContain(`/join-company/${token}`);
    const [row] = await t.db.query<{ token_hash: string; expires_at: Date }>(
      `SELECT token_hash, expires_at FROM invitations WHERE email = 'friend@partner.example'`,
    );
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await t.db.query('SELECT * FROM invitations'))).not.toContain(token);
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it('answers 409 for a member or an email with a pending invitation', async () => {
    const member = await add(SPRING, [{ id: await t.userId('guest@demo.test'), projectRoleId: PROJECT_ROLE.GUEST }]);
    expect(member.statusCode).toBe(409);
    expect(member.json().error.message).toBe('guest@demo.test is already a member of this project.');
    const again = await add(SPRING, [{ email: 'friend@partner.example', projectRoleId: PROJECT_ROLE.GUEST }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('An invitation to friend@partner.example is already pending.');
  });

  it('refuses by id a user of another company, without adding anyone', async () => {
    const response = await add(WINE, [
      { id: await t.userId('newcomer@demo.test'), projectRoleId: PROJECT_ROLE.GUEST },
      { id: await t.userId('other@demo.test'), projectRoleId: PROJECT_ROLE.GUEST },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Only the company's users can be added by id; invite anyone else by email.",
    );
    expect((await members(WINE)).map((m) => m.email)).not.toContain('newcomer@demo.test');
  });

  it.each([
    [[{ projectRoleId: PROJECT_ROLE.GUEST }], 'Send either the id of a company user or an email for each person.'],
    [
      [{ id: '5f000000-0000-4000-8000-000000000999', email: 'a@b.example', projectRoleId: PROJECT_ROLE.GUEST }],
      'Send either the id of a company user or an email for each person.',
    ],
    [[{ email: 'a@b.example', projectRoleId: PROJECT_ROLE.SUPER_USER }], 'This project role cannot be assigned.'],
    [[{ email: 'a@b.example', projectRoleId: 1 }], 'This project role cannot be assigned.'],
  ])('refuses %j with 400', async (users, message) => {
    const response = await add(SPRING, users);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it.each([
    [[{ email: 'not-an-email', projectRoleId: PROJECT_ROLE.GUEST }], 'email'],
    [[], 'users'],
    [[{ email: 'a@b.example' }], 'projectRoleId'],
  ])('refuses %j with 400 naming the field', async (users, field) => {
    const response = await add(SPRING, users);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
  });

  it('refuses a guest, who may read the team but not change it', async () => {
    expect(
      (await add(SPRING, [{ email: 'x@y.example', projectRoleId: PROJECT_ROLE.GUEST }], 'guest@demo.test')).statusCode,
    ).toBe(403);
    const admin = await t.userId('admin@demo.test');
    expect((await call('guest@demo.test', 'DELETE', `${base(SPRING)}/user/${admin}`)).statusCode).toBe(403);
  });

  it('cancels an invitation: it leaves the pending list, and a second cancel answers 404', async () => {
    const [invitation] = await pending(SPRING);
    const cancel = () =>
      call('admin@demo.test', 'DELETE', `/api/auth-service/invitations/${invitation?.id}`, undefined, {
        project_id: SPRING,
      });
    expect((await cancel()).statusCode).toBe(204);
    expect(await pending(SPRING)).toEqual([]);
    const [row] = await t.db.query<{ is_active: boolean }>('SELECT is_active FROM invitations WHERE id = $1', [
      invitation?.id,
    ]);
    expect(row?.is_active).toBe(false);
    expect((await cancel()).statusCode).toBe(404);
  });

  it('answers 404 for an invitation of another project', async () => {
    await add(SPRING, [{ email: 'second@partner.example', projectRoleId: PROJECT_ROLE.GUEST }]);
    const [invitation] = await pending(SPRING);
    const response = await call(
      'admin@demo.test',
      'DELETE',
      `/api/auth-service/invitations/${invitation?.id}`,
      undefined,
      {
        project_id: WINE,
      },
    );
    expect(response.statusCode).toBe(404);
  });

  it('removes a user; never one ranked above the caller, and never the last user', async () => {
    const newcomer = await t.userId('newcomer@demo.test');
    expect((await call('admin@demo.test', 'DELETE', `${base(SPRING)}/user/${newcomer}`)).statusCode).toBe(204);
    expect((await members(SPRING)).map((m) => m.email)).not.toContain('newcomer@demo.test');
    expect((await call('admin@demo.test', 'DELETE', `${base(SPRING)}/user/${newcomer}`)).statusCode).toBe(404);

    await t.db.query('INSERT INTO user_projects (user_id, project_id, role_id) VALUES ($1, $2, $3)', [
      newcomer,
      SPRING,
      PROJECT_ROLE.SUPER_USER,
    ]);
    expect((await call('admin@demo.test', 'DELETE', `${base(SPRING)}/user/${newcomer}`)).statusCode).toBe(403);
    await t.db.query('DELETE FROM user_projects WHERE user_id = $1 AND project_id = $2', [newcomer, SPRING]);

    const other = await t.userId('other@demo.test');
    const globex = DEMO_IDS.projects.globexCosmetics;
    const last = await call('super@demo.test', 'DELETE', `${base(globex)}/user/${other}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe('A project keeps at least one user.');
  });

  itKeepsProjectDataToMembers(t, 'project-user:read', async (email, projectId) =>
    call(email, 'GET', `${base(projectId)}/users`),
  );

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${base(SPRING)}/users` }));
  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'POST',
    url: `${base(SPRING)}/users`,
    payload: { users: [{ email: 'a@b.example', projectRoleId: PROJECT_ROLE.GUEST }] },
  }));
});

describeWithApp('GET /api/auth-service/roles', (t) => {
  it('lists the system and project roles by id to any verified user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth-service/roles',
      headers: await t.authHeader('guest@demo.test'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: 1, name: 'ADMIN', type: 'system' },
      { id: 2, name: 'SUPER_USER', type: 'system' },
      { id: PROJECT_ROLE.SUPER_USER, name: 'SUPER_USER', type: 'projects' },
      { id: PROJECT_ROLE.ADMIN, name: 'ADMIN', type: 'projects' },
      { id: PROJECT_ROLE.GUEST, name: 'GUEST', type: 'projects' },
    ]);
  });

  it('refuses an unverified user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth-service/roles',
      headers: await t.authHeader('unverified@demo.test'),
    });
    expect(response.statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: '/api/auth-service/roles' }));
});

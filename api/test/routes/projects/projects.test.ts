import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { PROJECT_ROLE, SYSTEM_ROLE } from 'shared/contracts/roles';

const URL = '/api/auth-service/projects';

describeWithApp('GET /api/auth-service/projects', (t) => {
  const list = async (email: string) => t.app.inject({ method: 'GET', url: URL, headers: await t.authHeader(email) });
  const names = async (email: string) =>
    (await list(email)).json().data.map((project: { name: string }) => project.name);
  const page = async (email: string, query: string) =>
    t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: await t.authHeader(email) });
  const pageNames = async (email: string, query: string) =>
    (await page(email, query)).json().data.map((project: { name: string }) => project.name);

  it("returns a member's projects newest first, with company and members", async () => {
    const response = await list('admin@demo.test');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      id: DEMO_IDS.projects.spring,
      name: 'Spring Collection 2026',
      company_id: DEMO_IDS.companies.acme,
      company: {
        id: DEMO_IDS.companies.acme,
        name: 'Acme Brands',
        total_fingerprint_count: 43_000,
        max_fingerprints: 100_000,
      },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      timeZone: 'UTC',
      userProjects: expect.arrayContaining([
        { user_id: await t.userId('admin@demo.test'), role_id: PROJECT_ROLE.ADMIN },
        { user_id: await t.userId('guest@demo.test'), role_id: PROJECT_ROLE.GUEST },
      ]),
    });
    expect(Date.parse(data[0].created_at)).toBeGreaterThan(Date.parse(data[1].created_at));
  });

  it('shows the system super user every project of every company', async () => {
    expect(await names('super@demo.test')).toEqual(['Spring Collection 2026', 'Globex Cosmetics', 'Wine Labels']);
  });

  it("never shows another company's projects", async () => {
    expect(await names('admin@demo.test')).toEqual(['Spring Collection 2026', 'Wine Labels']);
    expect(await names('guest@demo.test')).toEqual(['Spring Collection 2026', 'Wine Labels']);
    expect(await names('other@demo.test')).toEqual(['Globex Cosmetics']);
  });

  it('returns an empty list to a user who is in no project', async () => {
    expect((await list('newcomer@demo.test')).json()).toEqual({ data: [], total: 0 });
  });

  it('searches part of the name in any case, on the server, with the count of matches', async () => {
    const response = await page('super@demo.test', 'search=%20COLLECTION%20');
    expect(response.json()).toMatchObject({ total: 1, data: [{ name: 'Spring Collection 2026' }] });
    expect(await pageNames('admin@demo.test', 'search=globex')).toEqual([]);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect(await pageNames('super@demo.test', 'search=%25')).toEqual([]);
    expect(await pageNames('super@demo.test', 'search=_')).toEqual([]);
  });

  it("keeps one owner company's projects", async () => {
    expect(await pageNames('super@demo.test', `owner=${DEMO_IDS.companies.globex}`)).toEqual(['Globex Cosmetics']);
    expect(await pageNames('admin@demo.test', `owner=${DEMO_IDS.companies.globex}`)).toEqual([]);
  });

  it('pages with offset and limit, newest first, counting every match', async () => {
    const first = (await page('super@demo.test', 'limit=2')).json();
    expect(first.total).toBe(3);
    expect(first.data.map((project: { name: string }) => project.name)).toEqual([
      'Spring Collection 2026',
      'Globex Cosmetics',
    ]);
    expect(await pageNames('super@demo.test', 'offset=2&limit=2')).toEqual(['Wine Labels']);
    expect((await page('super@demo.test', 'offset=30')).json()).toEqual({ data: [], total: 3 });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['owner=acme', 'owner'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s with 400 naming the parameter', async (query, name) => {
    const response = await page('super@demo.test', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain(name);
  });

  it('refuses a user whose role lacks project:read with 403, read from the database per request', async () => {
    await t.db.query(`DELETE FROM role_permissions WHERE role_id = $1 AND permission_name = 'project:read'`, [
      SYSTEM_ROLE.ADMIN,
    ]);
    try {
      const response = await list('other@demo.test');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { message: 'You do not have permission to do this.', code: 'FORBIDDEN', status: 403 },
      });
    } finally {
      await t.db.query(`INSERT INTO role_permissions (role_id, permission_name) VALUES ($1, 'project:read')`, [
        SYSTEM_ROLE.ADMIN,
      ]);
    }
    expect((await list('other@demo.test')).statusCode).toBe(200);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: URL }));

  it('refuses an unverified user', async () => {
    expect((await list('unverified@demo.test')).statusCode).toBe(403);
  });
});

describeWithApp('POST /api/auth-service/projects', (t) => {
  const create = async (email: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: URL, headers: await t.authHeader(email), payload });

  it('creates a project whose listed company users join as Administrators; it heads the list', async () => {
    const admin = await t.userId('admin@demo.test');
    const guest = await t.userId('guest@demo.test');
    const response = await create('super@demo.test', {
      name: '  Autumn Launch  ',
      companyId: DEMO_IDS.companies.acme,
      users: [admin, guest, admin],
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({ name: 'Autumn Launch', company: { name: 'Acme Brands' } });
    expect(project.userProjects).toHaveLength(2);
    expect(project.userProjects).toEqual(
      expect.arrayContaining([
        { user_id: admin, role_id: PROJECT_ROLE.ADMIN },
        { user_id: guest, role_id: PROJECT_ROLE.ADMIN },
      ]),
    );
    const list = await t.app.inject({ method: 'GET', url: URL, headers: await t.authHeader('guest@demo.test') });
    expect(list.json().data[0]).toMatchObject({ id: project.id, name: 'Autumn Launch' });
  });

  it('creates a project without members', async () => {
    const response = await create('super@demo.test', { name: 'Empty Shelf', companyId: DEMO_IDS.companies.globex });
    expect(response.statusCode).toBe(201);
    expect(response.json().userProjects).toEqual([]);
  });

  it('refuses a user of another company with 400, creating nothing', async () => {
    const response = await create('super@demo.test', {
      name: 'Mixed',
      companyId: DEMO_IDS.companies.acme,
      users: [await t.userId('other@demo.test')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Every listed user must be one of the company's users.");
    expect(await t.db.query(`SELECT 1 FROM projects WHERE name = 'Mixed'`)).toEqual([]);
  });

  it("answers 404 'Company not found.' for a company that does not exist", async () => {
    const response = await create('super@demo.test', { name: 'Nowhere', companyId: crypto.randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Company not found.');
  });

  it.each([
    [{ companyId: DEMO_IDS.companies.acme }, 'name'],
    [{ name: '   ', companyId: DEMO_IDS.companies.acme }, 'name'],
    [{ name: 'x'.repeat(101), companyId: DEMO_IDS.companies.acme }, 'name'],
    [{ name: 'No company' }, 'companyId'],
    [{ name: 'Bad users', companyId: DEMO_IDS.companies.acme, users: ['admin'] }, 'users'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const response = await create('super@demo.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
  });

  it('refuses a company admin (system_role 1) with 403', async () => {
    const response = await create('admin@demo.test', { name: 'Mine', companyId: DEMO_IDS.companies.acme });
    expect(response.statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'POST',
    url: URL,
    payload: { name: 'Anonymous', companyId: DEMO_IDS.companies.acme },
  }));
});

describeWithApp('GET /api/auth-service/my-projects/{projectId}', (t) => {
  const get = async (email: string, projectId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth-service/my-projects/${projectId}`,
      headers: await t.authHeader(email),
    });
  const permissionNames = (body: { role: { rolePermissions: { permission: { name: string } }[] } }) =>
    body.role.rolePermissions.map((entry) => entry.permission.name);

  it("answers a member with the project and their project role's permissions", async () => {
    const response = await get('guest@demo.test', DEMO_IDS.projects.spring);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: DEMO_IDS.projects.spring, company: { name: 'Acme Brands' } });
    expect(body.role).toMatchObject({ id: PROJECT_ROLE.GUEST, name: 'GUEST' });
    expect(permissionNames(body)).toContain('collection:read');
    expect(permissionNames(body)).not.toContain('collection:create');
  });

  it('answers the system super user, who is no member, as the project SUPER_USER', async () => {
    const body = (await get('super@demo.test', DEMO_IDS.projects.globexCosmetics)).json();
    expect(body.role).toMatchObject({ id: PROJECT_ROLE.SUPER_USER, name: 'SUPER_USER' });
    expect(permissionNames(body)).toContain('tag-order:create');
  });

  itKeepsProjectDataToMembers(t, 'project:read', (email, projectId) => get(email, projectId));

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: `/api/auth-service/my-projects/${DEMO_IDS.projects.spring}`,
  }));
});

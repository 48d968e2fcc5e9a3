import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { addUser } from '../../support/users.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { SYSTEM_ROLE } from 'shared/contracts/roles';

const URL = '/api/auth-service/companies';
const { acme, globex, hq } = DEMO_IDS.companies;
const FORBIDDEN = { error: { message: 'You do not have permission to do this.', code: 'FORBIDDEN', status: 403 } };
const COMPANY_NOT_FOUND = { error: { message: 'Company not found.', code: 'NOT_FOUND', status: 404 } };

const names = (response: { json: () => { data: { name: string }[] } }) => response.json().data.map((row) => row.name);

describeWithApp('GET /api/auth-service/companies', (t) => {
  const list = async (email: string, query = '') =>
    t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: await t.authHeader(email) });

  it('shows the system super user every company by name, with limits and the count', async () => {
    const response = await list('super@demo.test');
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Acme Brands', 'Globex', 'Smart Fingerprint HQ']);
    expect(response.json().total).toBe(3);
    expect(response.json().data[0]).toMatchObject({
      id: acme,
      domain: 'https://acme-brands.example',
      max_fingerprints: 100_000,
      total_fingerprint_count: 43_000,
    });
  });

  it('shows anyone else only their own company', async () => {
    expect(names(await list('admin@demo.test'))).toEqual(['Acme Brands']);
    expect(names(await list('other@demo.test'))).toEqual(['Globex']);
    expect((await list('other@demo.test', '?limit=15')).json().total).toBe(1);
  });

  it('shows a user without a company none', async () => {
    await addUser(t, 'loner@example.test', null);
    expect((await list('loner@example.test')).json()).toEqual({ data: [], total: 0 });
  });

  it('pages the Companies table on the server, counting every company', async () => {
    const first = await list('super@demo.test', '?offset=0&limit=2');
    expect(names(first)).toEqual(['Acme Brands', 'Globex']);
    expect(first.json().total).toBe(3);
    expect(names(await list('super@demo.test', '?offset=2&limit=2'))).toEqual(['Smart Fingerprint HQ']);
  });

  it('sorts by name either way and by date registered, newest first unless asc', async () => {
    expect(names(await list('super@demo.test', '?sort=name&order=desc'))).toEqual([
      'Smart Fingerprint HQ',
      'Globex',
      'Acme Brands',
    ]);
    expect(names(await list('super@demo.test', '?sort=created_at'))).toEqual([
      'Globex',
      'Acme Brands',
      'Smart Fingerprint HQ',
    ]);
    expect(names(await list('super@demo.test', '?sort=created_at&order=asc'))).toEqual([
      'Smart Fingerprint HQ',
      'Acme Brands',
      'Globex',
    ]);
  });

  it('refuses a page size, offset, sort or order it does not know with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?sort=domain', '?order=up', '?limit=two']) {
      expect((await list('super@demo.test', query)).statusCode, query).toBe(400);
    }
  });

  it('refuses a role without company:read with 403', async () => {
    await t.db.query(`DELETE FROM role_permissions WHERE role_id = $1 AND permission_name = 'company:read'`, [
      SYSTEM_ROLE.ADMIN,
    ]);
    try {
      expect((await list('admin@demo.test')).statusCode).toBe(403);
    } finally {
      await t.db.query(`INSERT INTO role_permissions (role_id, permission_name) VALUES ($1, 'company:read')`, [
        SYSTEM_ROLE.ADMIN,
      ]);
    }
  });

  it('refuses an unverified user', async () => {
    expect((await list('unverified@demo.test')).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: URL }));
});

const NEW_COMPANY = {
  name: 'Initech',
  domain: 'https://initech.example',
  description: 'Printers and staplers.',
  max_fingerprints: 5000,
};

describeWithApp('POST /api/auth-service/companies', (t) => {
  const create = async (email: string, payload: object) =>
    t.app.inject({ method: 'POST', url: URL, headers: await t.authHeader(email), payload });

  it('lets a company:create holder create a company, which the Companies table then lists', async () => {
    const response = await create('super@demo.test', NEW_COMPANY);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...NEW_COMPANY, total_fingerprint_count: 0 });
    expect(Date.parse(response.json().created_at)).toBeGreaterThan(Date.now() - 60_000);
    const listed = await t.app.inject({
      method: 'GET',
      url: `${URL}?sort=created_at&limit=1`,
      headers: await t.authHeader('super@demo.test'),
    });
    expect(listed.json().data[0]).toEqual(response.json());
  });

  it('sets the limit to 0 when it is left out, and trims the texts', async () => {
    const response = await create('super@demo.test', {
      name: '  Hooli ',
      domain: ' https://hooli.example',
      description: 'Search. ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Hooli',
      domain: 'https://hooli.example',
      description: 'Search.',
      max_fingerprints: 0,
    });
  });

  it('takes names, websites and descriptions of exactly 100, 100 and 200 characters', async () => {
    const payload = { name: 'n'.repeat(100), domain: 'd'.repeat(100), description: 'x'.repeat(200) };
    expect((await create('super@demo.test', payload)).statusCode).toBe(201);
  });

  it.each([
    ['a missing name', { ...NEW_COMPANY, name: undefined }],
    ['a blank name', { ...NEW_COMPANY, name: '   ' }],
    ['a name over 100 characters', { ...NEW_COMPANY, name: 'n'.repeat(101) }],
    ['a missing website', { ...NEW_COMPANY, domain: undefined }],
    ['a website over 100 characters', { ...NEW_COMPANY, domain: 'd'.repeat(101) }],
    ['a missing description', { ...NEW_COMPANY, description: undefined }],
    ['a description over 200 characters', { ...NEW_COMPANY, description: 'x'.repeat(201) }],
    ['a negative limit', { ...NEW_COMPANY, max_fingerprints: -1 }],
    ['a limit that is not a whole number', { ...NEW_COMPANY, max_fingerprints: 1.5 }],
    ['a limit of more than 12 digits', { ...NEW_COMPANY, max_fingerprints: 1_000_000_000_000 }],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await create('super@demo.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses company staff, who lack company:create, with 403', async () => {
    for (const email of ['admin@demo.test', 'guest@demo.test', 'other@demo.test']) {
      const response = await create(email, NEW_COMPANY);
      expect(response.json(), email).toEqual(FORBIDDEN);
    }
  });

  it('refuses an unverified user', async () => {
    expect((await create('unverified@demo.test', NEW_COMPANY)).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'POST', url: URL, payload: NEW_COMPANY }));
});

describeWithApp('PATCH /api/auth-service/companies/{companyId}', (t) => {
  const patch = async (email: string, companyId: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `${URL}/${companyId}`, headers: await t.authHeader(email), payload });
  const stored = async (companyId: string) =>
    (await t.db.query<{ max: number }>('SELECT max_fingerprints AS max FROM companies WHERE id = $1', [companyId]))[0]
      ?.max;

  it("raises and lowers a company's limit, which its staff then see in their profile", async () => {
    const raised = await patch('super@demo.test', globex, { max_fingerprints: 80_000 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ id: globex, max_fingerprints: 80_000, total_fingerprint_count: 20_000 });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth-service/auth/profile',
      headers: await t.authHeader('other@demo.test'),
    });
    expect(profile.json().company).toMatchObject({ max_fingerprints: 80_000 });
    expect((await patch('super@demo.test', globex, { max_fingerprints: 30_000 })).json().max_fingerprints).toBe(30_000);
  });

  it('lowers the limit to exactly the active count, and no further', async () => {
    expect((await patch('super@demo.test', globex, { max_fingerprints: 20_000 })).statusCode).toBe(200);
    const below = await patch('super@demo.test', globex, { max_fingerprints: 19_999 });
    expect(below.json()).toEqual({
      error: {
        message: 'The limit cannot be below the 20,000 Smart Fingerprints the company already has.',
        code: 'LIMIT_BELOW_COUNT',
        status: 400,
      },
    });
    expect(await stored(globex)).toBe(20_000);
  });

  it.each([
    ['no limit', {}],
    ['a negative limit', { max_fingerprints: -5 }],
    ['a limit that is not a whole number', { max_fingerprints: 10.5 }],
    ['a limit of more than 12 digits', { max_fingerprints: 1_000_000_000_000 }],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await patch('super@demo.test', hq, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 'Company not found.' for a company that does not exist, 400 for an id that is no uuid", async () => {
    expect((await patch('super@demo.test', crypto.randomUUID(), { max_fingerprints: 1 })).json()).toEqual(
      COMPANY_NOT_FOUND,
    );
    expect((await patch('super@demo.test', 'acme', { max_fingerprints: 1 })).statusCode).toBe(400);
  });

  it('refuses company staff, even for their own company, with 403', async () => {
    for (const [email, companyId] of [
      ['admin@demo.test', acme],
      ['guest@demo.test', acme],
      ['other@demo.test', acme],
    ] as const) {
      expect((await patch(email, companyId, { max_fingerprints: 999_999 })).json(), email).toEqual(FORBIDDEN);
    }
    expect(await stored(acme)).toBe(100_000);
  });

  it('refuses an unverified user', async () => {
    expect((await patch('unverified@demo.test', acme, { max_fingerprints: 1 })).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'PATCH',
    url: `${URL}/${acme}`,
    payload: { max_fingerprints: 1 },
  }));
});

describeWithApp('POST /api/auth-service/companies/{companyId}/tags', (t) => {
  const recount = async (email: string, companyId: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}/${companyId}/tags`,
      headers: await t.authHeader(email),
      ...(payload ? { payload } : {}),
    });
  const setStoredCount = (companyId: string, count: number) =>
    t.db.query('UPDATE companies SET total_fingerprint_count = $2 WHERE id = $1', [companyId, count]);

  it("stores the company's active count again and answers it with the limit", async () => {
    await setStoredCount(acme, 7);
    const response = await recount('super@demo.test', acme);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total_fingerprint_count: 43_000, max_fingerprints: 100_000 });
    const [row] = await t.db.query<{ total: number }>(
      'SELECT total_fingerprint_count AS total FROM companies WHERE id = $1',
      [acme],
    );
    expect(row?.total).toBe(43_000);
  });

  it("with a project, also answers that project's share, and still stores the whole company's", async () => {
    const response = await recount('super@demo.test', acme, { project_id: DEMO_IDS.projects.spring });
    expect(response.json()).toEqual({
      total_fingerprint_count: 43_000,
      max_fingerprints: 100_000,
      project_fingerprint_count: 26_000,
    });
  });

  it('counts the tags an open order still owes', async () => {
    const [sunglasses] = await t.db.query<{ id: string }>(
      `SELECT id FROM collections WHERE name = 'Sunglasses Launch'`,
    );
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/warehouse/collections/${sunglasses?.id}/tag-orders`,
      headers: { ...(await t.authHeader('super@demo.test')), project_id: DEMO_IDS.projects.spring },
      payload: { numberOfTags: 500 },
    });
    expect(order.statusCode, order.body).toBe(201);
    await setStoredCount(acme, 0);
    expect((await recount('super@demo.test', acme)).json().total_fingerprint_count).toBe(43_500);
  });

  it('refuses a project of another company with 400, and an unknown company with 404', async () => {
    const other = await recount('super@demo.test', acme, { project_id: DEMO_IDS.projects.globexCosmetics });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe('The project does not belong to this company.');
    expect((await recount('super@demo.test', acme, { project_id: 'spring' })).statusCode).toBe(400);
    expect((await recount('super@demo.test', crypto.randomUUID())).json()).toEqual(COMPANY_NOT_FOUND);
  });

  it('refuses company staff, even for their own company, with 403', async () => {
    for (const email of ['admin@demo.test', 'guest@demo.test', 'other@demo.test']) {
      expect((await recount(email, acme)).json(), email).toEqual(FORBIDDEN);
    }
    expect((await recount('unverified@demo.test', acme)).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'POST', url: `${URL}/${acme}/tags` }));
});

async function addAcmeUsers(t: TestApp) {
  await addUser(t, 'zoe.oldest@example.test', acme, { daysAgo: 30 });
  await addUser(t, 'yan.newest@example.test', acme, { daysAgo: -1 });
  await addUser(t, 'xia.pending@example.test', acme, { daysAgo: 10, verified: false });
}

describeWithApp('GET /api/auth-service/companies/{companyId}/users', (t) => {
  const users = async (email: string, companyId: string, query = '') =>
    t.app.inject({ method: 'GET', url: `${URL}/${companyId}/users${query}`, headers: await t.authHeader(email) });
  const emails = async (email: string, companyId: string, query = '') =>
    (await users(email, companyId, query)).json().data.map((user: { email: string }) => user.email);

  it('lists every user of a company by name to its own staff and to the system super user', async () => {
    const acmeEmails = ['admin@demo.test', 'guest@demo.test', 'unverified@demo.test', 'newcomer@demo.test'];
    expect((await emails('admin@demo.test', acme)).sort()).toEqual([...acmeEmails].sort());
    expect(await emails('super@demo.test', globex)).toEqual(['other@demo.test']);
    const [ada] = (await users('admin@demo.test', acme)).json().data;
    expect(Object.keys(ada).sort()).toEqual(['created_at', 'email', 'first_name', 'id', 'is_verified', 'last_name']);
  });

  it('pages and sorts for the administration table: newest first, then by email or verification', async () => {
    await addAcmeUsers(t);
    const newest = await users('guest@demo.test', acme, '?sort=created_at&limit=2');
    expect(newest.json().total).toBe(7);
    expect(newest.json().data.map((user: { email: string }) => user.email)).toEqual([
      'yan.newest@example.test',
      expect.stringMatching(/@demo\.test$/),
    ]);
    expect((await emails('admin@demo.test', acme, '?sort=created_at&order=asc&limit=2'))[0]).toBe(
      'zoe.oldest@example.test',
    );
    expect(await emails('admin@demo.test', acme, '?sort=email&limit=3&offset=1')).toEqual([
      'guest@demo.test',
      'newcomer@demo.test',
      'unverified@demo.test',
    ]);
    const unverifiedFirst = (await users('admin@demo.test', acme, '?sort=is_verified&order=asc&limit=2')).json();
    expect(unverifiedFirst.data.map((user: { is_verified: boolean }) => user.is_verified)).toEqual([false, false]);
  });

  it('refuses a page size, sort or order it does not know with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?sort=password', '?order=sideways']) {
      expect((await users('admin@demo.test', acme, query)).statusCode, query).toBe(400);
    }
  });

  it("answers 404 'Company not found.' for another company, the same as for none", async () => {
    for (const companyId of [globex, crypto.randomUUID()]) {
      expect((await users('admin@demo.test', companyId)).json()).toEqual(COMPANY_NOT_FOUND);
    }
    expect((await users('super@demo.test', crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses a company id that is not a uuid with 400, and an unverified user with 403', async () => {
    expect((await users('admin@demo.test', 'acme')).statusCode).toBe(400);
    expect((await users('unverified@demo.test', acme)).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${URL}/${acme}/users` }));
});

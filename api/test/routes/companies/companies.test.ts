import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { SYSTEM_ROLE } from '../../../src/schemas/roles.js';

const URL = '/api/auth-service/companies';

describeWithApp('GET /api/auth-service/companies', (t) => {
  const list = async (email: string) => t.app.inject({ method: 'GET', url: URL, headers: await t.authHeader(email) });
  const names = async (email: string) =>
    (await list(email)).json().data.map((company: { name: string }) => company.name);

  it('shows the system super user every company by name, with limits', async () => {
    const response = await list('super@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((company: { name: string }) => company.name)).toEqual([
      'Acme Brands',
      'Globex',
      'Smart Fingerprint HQ',
    ]);
    expect(response.json().data[0]).toMatchObject({
      id: DEMO_IDS.companies.acme,
      max_fingerprints: 100_000,
      total_fingerprint_count: 43_000,
    });
  });

  it('shows anyone else only their own company', async () => {
    expect(await names('admin@demo.test')).toEqual(['Acme Brands']);
    expect(await names('other@demo.test')).toEqual(['Globex']);
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

describeWithApp('GET /api/auth-service/companies/{companyId}/users', (t) => {
  const users = async (email: string, companyId: string) =>
    t.app.inject({ method: 'GET', url: `${URL}/${companyId}/users`, headers: await t.authHeader(email) });
  const emails = async (email: string, companyId: string) =>
    (await users(email, companyId)).json().data.map((user: { email: string }) => user.email);

  it("lists a company's users by name to its own staff and to the system super user", async () => {
    const acme = ['admin@demo.test', 'guest@demo.test', 'unverified@demo.test', 'newcomer@demo.test'];
    expect((await emails('admin@demo.test', DEMO_IDS.companies.acme)).sort()).toEqual([...acme].sort());
    expect(await emails('super@demo.test', DEMO_IDS.companies.globex)).toEqual(['other@demo.test']);
    const [ada] = (await users('admin@demo.test', DEMO_IDS.companies.acme)).json().data;
    expect(Object.keys(ada).sort()).toEqual(['email', 'first_name', 'id', 'last_name']);
  });

  it("answers 404 'Company not found.' for another company, the same as for none", async () => {
    for (const companyId of [DEMO_IDS.companies.globex, crypto.randomUUID()]) {
      const response = await users('admin@demo.test', companyId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Company not found.');
    }
    expect((await users('super@demo.test', crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses a company id that is not a uuid with 400', async () => {
    expect((await users('admin@demo.test', 'acme')).statusCode).toBe(400);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${URL}/${DEMO_IDS.companies.acme}/users` }));
});

import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { PROJECT_ROLE, SYSTEM_ROLE } from '../../../src/schemas/roles.js';

const URL = '/api/auth-service/projects';

describeWithApp('GET /api/auth-service/projects', (t) => {
  const list = async (email: string) => t.app.inject({ method: 'GET', url: URL, headers: await t.authHeader(email) });
  const names = async (email: string) =>
    (await list(email)).json().data.map((project: { name: string }) => project.name);

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
    expect((await list('newcomer@demo.test')).json()).toEqual({ data: [] });
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
});

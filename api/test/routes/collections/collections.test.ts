import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { PROJECT_ROLE } from '../../../src/schemas/roles.js';

const URL = '/api/warehouse/collections';
const NOT_FOUND = { error: { message: 'Project not found.', code: 'NOT_FOUND', status: 404 } };

describeWithApp('GET /api/warehouse/collections', (t) => {
  const list = async (email: string, projectId?: string) =>
    t.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...(await t.authHeader(email)), ...(projectId === undefined ? {} : { project_id: projectId }) },
    });

  it("returns the project's collections newest first", async () => {
    const response = await list('admin@demo.test', DEMO_IDS.projects.spring);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((c: { name: string }) => c.name)).toEqual([
      'Sunglasses Launch',
      'Silk Scarves',
      'Leather Tote Bags',
    ]);
    expect(data[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Silk Scarves',
      projectId: DEMO_IDS.projects.spring,
      tagCount: 1000,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('lets a project guest read them', async () => {
    const response = await list('guest@demo.test', DEMO_IDS.projects.wine);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((c: { tagCount: number }) => c.tagCount)).toEqual([5000, 12_000]);
  });

  it('lets the system super user read any project without being a member', async () => {
    const response = await list('super@demo.test', DEMO_IDS.projects.globexCosmetics);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(2);
  });

  it("answers 404 'Project not found.' to another company's user", async () => {
    const response = await list('other@demo.test', DEMO_IDS.projects.spring);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 to a same-company user who is not a member of the project', async () => {
    expect((await list('newcomer@demo.test', DEMO_IDS.projects.spring)).json()).toEqual(NOT_FOUND);
  });

  it('answers the same 404 for a project that does not exist', async () => {
    expect((await list('super@demo.test', crypto.randomUUID())).json()).toEqual(NOT_FOUND);
  });

  it('refuses a member whose project role lacks collection:read with 403', async () => {
    await t.db.query(`DELETE FROM role_permissions WHERE role_id = $1 AND permission_name = 'collection:read'`, [
      PROJECT_ROLE.GUEST,
    ]);
    try {
      const response = await list('guest@demo.test', DEMO_IDS.projects.spring);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    } finally {
      await t.db.query(`INSERT INTO role_permissions (role_id, permission_name) VALUES ($1, 'collection:read')`, [
        PROJECT_ROLE.GUEST,
      ]);
    }
  });

  it('refuses a request without the project_id header with 400', async () => {
    const response = await list('admin@demo.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain('project_id');
  });

  it('refuses a project_id that is not a uuid with 400', async () => {
    const response = await list('admin@demo.test', 'spring');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: URL,
    headers: { project_id: DEMO_IDS.projects.spring },
  }));
});

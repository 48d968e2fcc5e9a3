import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const URL = '/api/warehouse/collections';

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

  itKeepsProjectDataToMembers(t, 'collection:read', (email, projectId) => list(email, projectId));

  it('refuses a request without the project_id header with 400', async () => {
    const response = await list('admin@demo.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain('project_id');
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: URL,
    headers: { project_id: DEMO_IDS.projects.spring },
  }));
});

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
      tagsOrdered: 1000,
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

describeWithApp('GET /api/warehouse/collections paging', (t) => {
  it('pages 100 at a time and the continuation token leads through every collection once', async () => {
    const project = DEMO_IDS.projects.wine;
    await t.db.query(
      `INSERT INTO collections (project_id, name, created_at)
       SELECT $1, 'Batch ' || n, now() - make_interval(secs => n) FROM generate_series(1, 150) AS n`,
      [project],
    );
    const headers = { ...(await t.authHeader('admin@demo.test')), project_id: project };
    const first = await t.app.inject({ method: 'GET', url: URL, headers });
    expect(first.json().data).toHaveLength(100);
    const token = first.json().continuationToken;
    expect(typeof token).toBe('string');
    const second = await t.app.inject({ method: 'GET', url: `${URL}?continue=${encodeURIComponent(token)}`, headers });
    expect(second.statusCode).toBe(200);
    expect(second.json().continuationToken).toBeUndefined();
    const names = [...first.json().data, ...second.json().data].map((c: { name: string }) => c.name);
    expect(names).toHaveLength(152);
    expect(new Set(names).size).toBe(152);
    expect(names.slice(0, 2)).toEqual(['Batch 1', 'Batch 2']);
  });

  it('refuses a continue token it did not issue with 400', async () => {
    const headers = { ...(await t.authHeader('admin@demo.test')), project_id: DEMO_IDS.projects.spring };
    for (const token of ['garbage', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      const response = await t.app.inject({ method: 'GET', url: `${URL}?continue=${token}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('The continue token is not valid.');
    }
  });
});

describeWithApp('GET /api/warehouse/collections/:collectionId', (t) => {
  const get = async (email: string, projectId: string, collectionId?: string) => {
    const [row] = await t.db.query<{ id: string }>("SELECT id FROM collections WHERE name = 'Silk Scarves'");
    return t.app.inject({
      method: 'GET',
      url: `${URL}/${collectionId ?? row!.id}`,
      headers: { ...(await t.authHeader(email)), project_id: projectId },
    });
  };

  it('returns one collection of the project', async () => {
    const response = await get('guest@demo.test', DEMO_IDS.projects.spring);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Silk Scarves', tagCount: 1000, tagsOrdered: 1000 });
  });

  it("answers 'Collection not found.' for a collection of another project or none", async () => {
    for (const response of [
      await get('admin@demo.test', DEMO_IDS.projects.wine),
      await get('admin@demo.test', DEMO_IDS.projects.spring, crypto.randomUUID()),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Collection not found.');
    }
  });

  itKeepsProjectDataToMembers(t, 'collection:read', (email, projectId) => get(email, projectId));

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: `${URL}/${crypto.randomUUID()}`,
    headers: { project_id: DEMO_IDS.projects.spring },
  }));
});

describeWithApp('POST /api/warehouse/collections', (t) => {
  const create = async (email: string, body: unknown, projectId: string = DEMO_IDS.projects.spring) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...(await t.authHeader(email)), project_id: projectId },
      payload: body as Record<string, unknown>,
    });

  it('creates an empty collection, trimmed, first in the list', async () => {
    const response = await create('super@demo.test', { name: '  Autumn Boots ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Autumn Boots', tagCount: 0, tagsOrdered: 0 });
    const list = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { ...(await t.authHeader('admin@demo.test')), project_id: DEMO_IDS.projects.spring },
    });
    expect(list.json().data[0].name).toBe('Autumn Boots');
  });

  it('refuses a project admin: creating collections needs system_role above 1', async () => {
    const response = await create('admin@demo.test', { name: 'Boots' });
    expect(response.statusCode).toBe(403);
  });

  it("answers 'Project not found.' to another company's admin", async () => {
    const response = await create('other@demo.test', { name: 'Boots' });
    expect(response.statusCode).toBe(404);
  });

  for (const [label, body] of [
    ['a blank name', { name: '   ' }],
    ['an empty name', { name: '' }],
    ['no name', {}],
    ['a name over 255 characters', { name: 'n'.repeat(256) }],
  ] as const) {
    it(`refuses ${label} with 400`, async () => {
      const response = await create('super@demo.test', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    });
  }

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'POST',
    url: URL,
    headers: { project_id: DEMO_IDS.projects.spring },
    payload: { name: 'Boots' },
  }));
});

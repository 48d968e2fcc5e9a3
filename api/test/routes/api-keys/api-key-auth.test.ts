import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { PROJECT_ROLE } from 'shared/contracts/roles';
import { API_KEYS, createKey, revokeKey } from './api-key-helpers.js';

const SPRING = DEMO_IDS.projects.spring;
const WINE = DEMO_IDS.projects.wine;

describeWithApp('a project API key in X-Api-Key', (t) => {
  let tagsUrl: string;
  beforeAll(async () => {
    const [scarves] = await t.db.query<{ id: string }>(`SELECT id FROM collections WHERE name = 'Silk Scarves'`);
    tagsUrl = `/api/warehouse/tags?collectionIds[]=${scarves!.id}&limit=2`;
  });
  const readTags = (key: string, projectId: string = SPRING, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: tagsUrl, headers: { 'x-api-key': key, project_id: projectId, ...extra } });
  const lastUsed = async (id: string) =>
    (await t.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM api_keys WHERE id = $1', [id]))[0]!
      .last_used_at;

  it('reads tags with the tag:read scope and records when it was used', async () => {
    const key = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    expect(await lastUsed(key.id)).toBeNull();
    const response = await readTags(key.secret);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toHaveLength(2);
    expect(await lastUsed(key.id)).toBeInstanceOf(Date);
  });

  it('is refused with 403 where its scopes do not reach, even when its owner could', async () => {
    const key = await createKey(t, 'admin@demo.test', SPRING, ['collection:read']);
    expect((await readTags(key.secret)).statusCode).toBe(403);
    const collections = await t.app.inject({
      method: 'GET',
      url: '/api/warehouse/collections',
      headers: { 'x-api-key': key.secret, project_id: SPRING },
    });
    expect(collections.statusCode).toBe(200);
  });

  it("answers 404 'Project not found.' in another project, even one its owner belongs to", async () => {
    const key = await createKey(t, 'admin@demo.test', WINE, ['tag:read']);
    const response = await readTags(key.secret);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Project not found.');
  });

  it('never does more than its owner may do now', async () => {
    const key = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    const grant = [PROJECT_ROLE.ADMIN, 'tag:read'];
    await t.db.query('DELETE FROM role_permissions WHERE role_id = $1 AND permission_name = $2', grant);
    try {
      expect((await readTags(key.secret)).statusCode).toBe(403);
    } finally {
      await t.db.query('INSERT INTO role_permissions (role_id, permission_name) VALUES ($1, $2)', grant);
    }
  });

  it('stops at once when revoked', async () => {
    const key = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    expect((await readTags(key.secret)).statusCode).toBe(200);
    expect((await revokeKey(t, 'admin@demo.test', key.id)).statusCode).toBe(204);
    const response = await readTags(key.secret);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      message: 'The API key is not valid or has been revoked.',
      code: 'INVALID_API_KEY',
      status: 401,
    });
  });

  it('refuses a malformed or unknown key, and a known prefix with the wrong secret, with 401', async () => {
    const { secret } = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    const wrongSecret = `${secret.slice(0, 17)}${'A'.repeat(43)}`;
    for (const key of ['', 'not-a-key', `${secret}x`, wrongSecret]) {
      const response = await readTags(key);
      expect(response.statusCode, key).toBe(401);
      expect(response.json().error.code).toBe('INVALID_API_KEY');
    }
  });

  it('refuses a key sent together with a bearer token with 400', async () => {
    const { secret } = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    const response = await readTags(secret, SPRING, await t.authHeader('admin@demo.test'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('not both');
  });

  it('is refused with 403 API_KEY_NOT_ACCEPTED on calls that need a signed-in user', async () => {
    const { secret } = await createKey(t, 'admin@demo.test', SPRING, ['tag:read', 'api-key:read', 'api-key:create']);
    const calls = [
      { method: 'GET', url: '/api/auth-service/auth/profile' },
      { method: 'GET', url: '/api/auth-service/projects' },
      { method: 'GET', url: `/api/auth-service/my-projects/${SPRING}` },
      { method: 'GET', url: `${API_KEYS}?projectId=${SPRING}` },
      { method: 'POST', url: API_KEYS, payload: { projectId: SPRING, scopes: ['tag:read'] } },
      { method: 'GET', url: '/api/auth-service/roles' },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: { 'x-api-key': secret } });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().error.code).toBe('API_KEY_NOT_ACCEPTED');
    }
  });
});

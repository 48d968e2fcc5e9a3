import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { API_KEYS, createKey, revokeKey } from './api-key-helpers.js';

const SPRING = DEMO_IDS.projects.spring;
const WINE = DEMO_IDS.projects.wine;

describeWithApp('GET /api/auth-service/api-keys', (t) => {
  const list = async (email: string, projectId: string = SPRING) =>
    t.app.inject({ method: 'GET', url: `${API_KEYS}?projectId=${projectId}`, headers: await t.authHeader(email) });

  it('answers an empty list for a project without keys', async () => {
    const response = await list('guest@demo.test', WINE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('lists the keys newest first with scopes, owner and dates, never the secret', async () => {
    const first = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    const second = await createKey(t, 'super@demo.test', SPRING, ['collection:read', 'tag:read']);
    const response = await list('guest@demo.test');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((key: { id: string }) => key.id)).toEqual([second.id, first.id]);
    expect(data[1]).toEqual({
      id: first.id,
      project_id: SPRING,
      prefix: first.secret.slice(4, 16),
      scopes: ['tag:read'],
      owner: {
        id: await t.userId('admin@demo.test'),
        first_name: 'Ada',
        last_name: expect.any(String),
        email: 'admin@demo.test',
        company_name: 'Acme Brands',
      },
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(response.body).not.toContain(first.secret);
    expect(response.body).not.toContain(second.secret);
    expect(response.body).not.toContain('secret');
  });

  it('lets the system super user read any project', async () => {
    expect((await list('super@demo.test', DEMO_IDS.projects.globexCosmetics)).statusCode).toBe(200);
  });

  it('refuses a project id that is missing with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_KEYS,
      headers: await t.authHeader('admin@demo.test'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an unverified user with 403 EMAIL_NOT_VERIFIED', async () => {
    const response = await list('unverified@demo.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  itKeepsProjectDataToMembers(t, 'api-key:read', (email, projectId) => list(email, projectId));
  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${API_KEYS}?projectId=${SPRING}` }));
});

describeWithApp('POST /api/auth-service/api-keys', (t) => {
  const create = async (email: string, payload: object) =>
    t.app.inject({ method: 'POST', url: API_KEYS, headers: await t.authHeader(email), payload });

  it('creates a key and answers its secret once: 32 random bytes behind a lookup prefix', async () => {
    const response = await create('admin@demo.test', { projectId: SPRING, scopes: ['tag:read'] });
    expect(response.statusCode).toBe(201);
    const key = response.json();
    expect(key).toMatchObject({ project_id: SPRING, scopes: ['tag:read'], last_used_at: null });
    expect(key.owner.email).toBe('admin@demo.test');
    expect(key.secret).toMatch(/^sfk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(4, 16));
  });

  it('stores only the SHA-256 of the key, never the key itself', async () => {
    const { id, secret } = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [id]);
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(17));
  });

  it('stores a scope named twice once', async () => {
    const key = await createKey(t, 'admin@demo.test', SPRING, ['tag:read', 'tag:read', 'collection:read']);
    expect(key.scopes).toEqual(['tag:read', 'collection:read']);
  });

  it('lets the system super user grant any non-system permission in any project', async () => {
    const key = await createKey(t, 'super@demo.test', DEMO_IDS.projects.globexCosmetics, ['scan-event:create']);
    expect(key.scopes).toEqual(['scan-event:create']);
  });

  for (const [label, payload] of [
    ['no scopes', { projectId: SPRING, scopes: [] }],
    ['a missing scopes field', { projectId: SPRING }],
    ['scopes that are not names', { projectId: SPRING, scopes: [{ name: 'tag:read' }] }],
    ['an unknown scope', { projectId: SPRING, scopes: ['tag:delete'] }],
    ['a missing project id', { scopes: ['tag:read'] }],
    ['a project id that is not a uuid', { projectId: 'spring', scopes: ['tag:read'] }],
  ] as const) {
    it(`refuses ${label} with 400 VALIDATION_ERROR`, async () => {
      const response = await create('admin@demo.test', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    });
  }

  it('refuses a scope outside what the caller may grant, naming it', async () => {
    const response = await create('admin@demo.test', { projectId: SPRING, scopes: ['tag:read', 'company:read'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: 'You may not grant these scopes in this project: company:read.',
      code: 'VALIDATION_ERROR',
      status: 400,
    });
    const bySuperUser = await create('super@demo.test', { projectId: SPRING, scopes: ['company:create'] });
    expect(bySuperUser.statusCode).toBe(400);
  });

  it('refuses a guest, who may read keys but not create them, with 403', async () => {
    const response = await create('guest@demo.test', { projectId: SPRING, scopes: ['tag:read'] });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it("answers 404 'Project not found.' to another company's admin", async () => {
    const response = await create('other@demo.test', { projectId: SPRING, scopes: ['tag:read'] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Project not found.');
  });

  it('refuses an unverified user with 403 EMAIL_NOT_VERIFIED', async () => {
    const response = await create('unverified@demo.test', { projectId: SPRING, scopes: ['tag:read'] });
    expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'POST',
    url: API_KEYS,
    payload: { projectId: SPRING, scopes: ['tag:read'] },
  }));
});

describeWithApp('DELETE /api/auth-service/api-keys/{apiKeyId}', (t) => {
  it('revokes the key: it leaves the list and its row keeps the time', async () => {
    const { id } = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    expect((await revokeKey(t, 'admin@demo.test', id)).statusCode).toBe(204);
    const listed = await t.app.inject({
      method: 'GET',
      url: `${API_KEYS}?projectId=${SPRING}`,
      headers: await t.authHeader('admin@demo.test'),
    });
    expect(listed.json().data.map((key: { id: string }) => key.id)).not.toContain(id);
    const [row] = await t.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM api_keys WHERE id = $1', [id]);
    expect(row!.revoked_at).toBeInstanceOf(Date);
  });

  it("answers 404 'API key not found.' for a key revoked already or unknown", async () => {
    const { id } = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    await revokeKey(t, 'admin@demo.test', id);
    for (const keyId of [id, crypto.randomUUID()]) {
      const response = await revokeKey(t, 'admin@demo.test', keyId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('API key not found.');
    }
  });

  it("refuses a guest with 403 and another company's admin with 404, leaving the key working", async () => {
    const { id } = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    expect((await revokeKey(t, 'guest@demo.test', id)).statusCode).toBe(403);
    const other = await revokeKey(t, 'other@demo.test', id);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('API key not found.');
    expect((await revokeKey(t, 'super@demo.test', id)).statusCode).toBe(204);
  });

  it('refuses an id that is not a uuid with 400', async () => {
    expect((await revokeKey(t, 'admin@demo.test', 'key-1')).statusCode).toBe(400);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'DELETE', url: `${API_KEYS}/${crypto.randomUUID()}` }));
});

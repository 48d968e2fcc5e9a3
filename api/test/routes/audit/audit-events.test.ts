import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS, DEMO_PASSWORD } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { collectionIdNamed, tagIdAt } from '../../support/seed-lookups.js';
import { recordAuditEvent } from '../../../src/services/audit/audit-service.js';
import { updateProjectSettings } from '../../../src/services/projects/project-service.js';
import { waitFor } from '../../support/wait.js';
import { findAuthSubject } from '../../../src/repositories/users/users-repository.js';
import type { AuditEvent } from 'shared/contracts/audit';

const URL = '/api/auth-service/audit-events';
const VERIFY = `${URL}/verify`;
const SPRING = DEMO_IDS.projects.spring;
const { acme, globex } = DEMO_IDS.companies;
const ADMIN = 'admin@demo.test';
const SUPER = 'super@demo.test';

const get = async (t: TestApp, email: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });
const events = async (t: TestApp, query: string, email = SUPER): Promise<AuditEvent[]> => {
  const response = await get(t, email, `${URL}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
};
const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth-service/auth/login',
    payload: { email, password },
    remoteAddress: '203.0.113.7',
    headers: { 'user-agent': 'audit-test/1.0' },
  });

describeWithApp('audit log', (t) => {
  it('records a sign-in with who, from where, with which browser and request', async () => {
    expect((await login(t, 'guest@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const [event] = await events(t, `action=auth.login&actorId=${await t.userId('guest@demo.test')}`);
    expect(event).toMatchObject({
      actor: { kind: 'user', userId: await t.userId('guest@demo.test'), apiKeyId: null, rule: null },
      companyId: acme,
      action: 'auth.login',
      clientAddress: '203.0.113.7',
      userAgent: 'audit-test/1.0',
    });
    expect(event!.requestId).toEqual(expect.any(String));
  });

  it('records failed sign-ins, for an unknown email too, while the caller gets the same answer', async () => {
    const known = await login(t, 'guest@demo.test', 'wrong-password-1');
    const unknown = await login(t, 'nobody@nowhere.example', 'wrong-password-1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(known.json());
    const failed = await events(t, 'action=auth.login.failed');
    expect(failed.slice(0, 2)).toMatchObject([
      { actor: { kind: 'user', userId: null }, companyId: null, changes: { email: 'nobody@nowhere.example' } },
      { actor: { userId: await t.userId('guest@demo.test') }, companyId: acme, changes: { email: 'guest@demo.test' } },
    ]);
  });

  it('records a refresh token presented twice', async () => {
    const tokens = await t.login('guest@demo.test');
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth-service/auth/refresh',
        headers: { 'x-refresh-token': tokens.refresh_token },
        payload: { email: 'guest@demo.test' },
      });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
    const [event] = await events(t, 'action=auth.refresh-token.reused');
    expect(event).toMatchObject({ actor: { userId: await t.userId('guest@demo.test') }, companyId: acme });
  });

  it('records a password reset', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/password-reset',
      payload: { email: 'newcomer@demo.test' },
    });
    // The link is mailed after the answer.
    const token = await waitFor('the reset mail', 5000, async () => {
      const [mail] = await t.db.query<{ text_body: string }>(
        `SELECT text_body FROM email_outbox WHERE to_address = 'newcomer@demo.test' ORDER BY created_at DESC LIMIT 1`,
      );
      return /\/reset-password\/([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/password-reset/confirm',
      payload: { token, password: 'a-new-password-1' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    const newcomer = await t.userId('newcomer@demo.test');
    expect(await events(t, `action=auth.password-reset&targetId=${newcomer}`)).toMatchObject([
      { actor: { kind: 'user', userId: newcomer }, companyId: acme, targetIds: [newcomer] },
    ]);
  });

  it("records a project's settings change with before and after", async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth-service/projects/${SPRING}`,
      headers: await t.authHeader(ADMIN),
      payload: { timeZone: 'Europe/Zurich' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [event] = await events(t, `action=project.update&projectId=${SPRING}`);
    expect(event).toMatchObject({
      actor: { kind: 'user', userId: await t.userId(ADMIN) },
      companyId: acme,
      projectId: SPRING,
      targetIds: [SPRING],
      changes: { timeZone: { before: expect.any(String), after: 'Europe/Zurich' } },
    });
  });

  it("records tag status changes, one tag's and a range's, by the API key that made them", async () => {
    const scarves = await collectionIdNamed(t, 'Silk Scarves');
    const tagId = await tagIdAt(t, scarves, 7);
    const key = await createKey(t, ADMIN, SPRING, ['tag:update-status']);
    const headers = { 'x-api-key': key.secret, project_id: SPRING };
    const one = await t.app.inject({
      method: 'PUT',
      url: `/api/warehouse/tags/${tagId}/status`,
      headers,
      payload: { status: 'inactive', note: 'Returned to stock' },
    });
    expect(one.statusCode, one.body).toBe(200);
    const range = await t.app.inject({
      method: 'PUT',
      url: `/api/warehouse/collections/${scarves}/tags/status`,
      headers,
      payload: { status: 'inactive', note: 'Batch recalled', fromIndex: 10, toIndex: 12 },
    });
    expect(range.statusCode, range.body).toBe(200);
    const actor = { kind: 'api_key', userId: await t.userId(ADMIN), apiKeyId: key.id };
    expect(await events(t, `targetId=${tagId}`)).toMatchObject([
      { action: 'tag.status.update', actor, changes: { status: { before: 'active', after: 'inactive' } } },
    ]);
    expect(await events(t, `action=tag.status.update-range&actorId=${key.id}`)).toMatchObject([
      { actor, targetIds: [scarves], changes: { fromIndex: 10, toIndex: 12, tags: 3, tagsChanged: 3 } },
    ]);
  });

  it("records a company's limit change", async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth-service/companies/${globex}`,
      headers: await t.authHeader(SUPER),
      payload: { max_fingerprints: 60_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await events(t, `companyId=${globex}&action=company.limit.update`)).toMatchObject([
      { companyId: globex, changes: { maxFingerprints: { before: 50_000, after: 60_000 } } },
    ]);
  });

  it('keeps neither the change nor its record when the transaction fails after both were written', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM audit_events');
    const auth = await authOf(t, ADMIN);
    await expect(
      t.db.transaction(async (tx) => {
        await updateProjectSettings(tx, auth, SPRING, { timeZone: 'Asia/Tokyo' });
        throw new Error('failed after the write');
      }),
    ).rejects.toThrow('failed after the write');
    const [project] = await t.db.query<{ time_zone: string }>('SELECT time_zone FROM projects WHERE id = $1', [SPRING]);
    expect(project!.time_zone).not.toBe('Asia/Tokyo');
    expect(await t.db.query('SELECT count(*)::int AS n FROM audit_events')).toEqual(before);
  });

  it('refuses to change or remove a record', async () => {
    await expect(t.db.query(`UPDATE audit_events SET action = 'x'`)).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(t.db.query('DELETE FROM audit_events')).rejects.toThrow(/append-only: DELETE refused/);
  });

  it('shows a company Administrator only their company, newest first, and pages by cursor', async () => {
    const all = await events(t, 'limit=200', ADMIN);
    expect(all.length).toBeGreaterThan(3);
    expect(new Set(all.map((event) => event.companyId))).toEqual(new Set([acme]));
    const first = await get(t, ADMIN, `${URL}?limit=2`);
    expect(first.json().items).toEqual(all.slice(0, 2));
    const second = await get(t, ADMIN, `${URL}?limit=2&cursor=${first.json().nextCursor}`);
    expect(second.json().items).toEqual(all.slice(2, 4));
    const last = await get(t, ADMIN, `${URL}?limit=200&cursor=${all.at(-2)!.id}`);
    expect(last.json()).toEqual({ items: [all.at(-1)], nextCursor: null });
    expect(await events(t, `companyId=${acme}&limit=200`, ADMIN)).toEqual(all);
  });

  it('filters by date range', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await events(t, `from=${future}`)).toEqual([]);
    expect((await events(t, `to=${future}&action=project.update`)).length).toBe(1);
  });

  it('shows the super user every company, or one', async () => {
    const companies = new Set((await events(t, 'limit=200')).map((event) => event.companyId));
    expect(companies).toEqual(new Set([acme, globex, null, DEMO_IDS.companies.hq]));
    expect(new Set((await events(t, `companyId=${globex}`)).map((event) => event.companyId))).toEqual(
      new Set([globex]),
    );
  });

  it.each([
    ['actorId=abc', 'actorId'],
    ['action=project.delete', 'action'],
    ['projectId=1', 'projectId'],
    ['targetId=x', 'targetId'],
    ['from=yesterday', 'from'],
    ['to=2026-13-01', 'to'],
    ['cursor=-1', 'cursor'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['companyId=acme', 'companyId'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(t, SUPER, `${URL}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.message).toContain(field);
  });

  it('refuses a company member who administers none of its projects with 403', async () => {
    for (const url of [URL, VERIFY]) {
      const response = await get(t, 'guest@demo.test', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
  });

  it("answers another company's log 404, as if it did not exist", async () => {
    for (const url of [`${URL}?companyId=${acme}`, `${VERIFY}?companyId=${acme}`]) {
      const response = await get(t, 'other@demo.test', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Company not found.');
    }
  });

  it('refuses API keys with 403, whatever their scopes', async () => {
    const key = await createKey(t, ADMIN, SPRING, ['project:read']);
    for (const url of [URL, VERIFY]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key.secret } });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('API_KEY_NOT_ACCEPTED');
    }
  });

  it('links concurrent writers of one company one after another', async () => {
    const admin = await t.userId(ADMIN);
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.db.transaction((tx) =>
          recordAuditEvent(tx, {
            actor: { kind: 'user', userId: admin },
            action: 'project.update',
            projectId: SPRING,
            changes: { index },
          }),
        ),
      ),
    );
    const response = await get(t, ADMIN, VERIFY);
    expect(response.json()).toEqual({ chains: [{ companyId: acme, events: expect.any(Number), firstBroken: null }] });
  });

  it('names the first record whose content was changed in SQL, and a row inserted with a made-up link', async () => {
    const clean = (await get(t, SUPER, VERIFY)).json().chains;
    expect(clean.map((chain: { firstBroken: unknown }) => chain.firstBroken)).toEqual(clean.map(() => null));
    const [target] = await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM audit_events WHERE company_id = $1 AND action = 'project.update' ORDER BY id LIMIT 1`,
      [acme],
    );
    await t.db.exec('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
    await t.db.query(`UPDATE audit_events SET changes = '{"timeZone":"tampered"}' WHERE id = $1`, [target!.id]);
    await t.db.exec('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
    expect((await get(t, ADMIN, VERIFY)).json().chains).toEqual([
      {
        companyId: acme,
        events: expect.any(Number),
        firstBroken: { id: target!.id, reason: 'hash does not match its content' },
      },
    ]);

    const [inserted] = await t.db.query<{ id: string }>(
      `INSERT INTO audit_events (occurred_at, actor_kind, company_id, action, prev_hash, hash)
       VALUES (now(), 'user', $1, 'project.update', 'made-up', 'made-up') RETURNING id::text AS id`,
      [globex],
    );
    const globexChain = (await get(t, SUPER, `${VERIFY}?companyId=${globex}`)).json().chains;
    expect(globexChain).toEqual([
      {
        companyId: globex,
        events: expect.any(Number),
        firstBroken: { id: inserted!.id, reason: 'previous hash does not match' },
      },
    ]);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: URL }));
  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: VERIFY }));
});

/** The caller as the authenticate plugin resolves it, for calling a service inside a test's own transaction. */
async function authOf(t: TestApp, email: string) {
  const userId = await t.userId(email);
  const subject = await findAuthSubject(t.db, userId, crypto.randomUUID());
  if (!subject) throw new Error(`no subject ${email}`);
  return {
    userId,
    email,
    companyId: subject.company_id,
    systemRole: subject.system_role,
    isVerified: subject.is_verified,
    permissions: new Set(subject.permissions),
    sessionId: null,
  };
}

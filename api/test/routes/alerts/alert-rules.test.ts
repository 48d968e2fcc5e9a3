import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import {
  createScanProject,
  LAGOS,
  LAGOS_AFTER_PARIS,
  PARIS,
  type ScanProject,
} from '../scan-events/scan-event-helpers.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';
import type { AlertRule } from 'shared/contracts/alerts';
import type { Db } from '../../../src/db/db.js';
import { startAlertEmailWorker } from '../../../src/services/alerts/alert-email-worker.js';
import type { CreatedWebhook } from 'shared/contracts/webhooks';

const ADMIN = 'admin@demo.test';
const RULES = '/api/events/alert-rules';
const HOUR = 60 * 60 * 1000;
/** Scans a few hours old, which the clock check (no future scans) takes. */
const T0 = Math.floor((Date.now() - 10 * HOUR) / 1000) * 1000;

describeWithApp('alert rules', (t) => {
  let project: ScanProject;
  let adminId: string;
  let nextTag = 0;
  beforeAll(async () => {
    project = await createScanProject(t, 'Alerts', 20);
    adminId = await t.userId(ADMIN);
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM alert_rules');
  });
  const freshTag = () => project.tags[nextTag++]!;

  const send = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    headers?: Record<string, string>,
    projectId = project.id,
  ) =>
    t.app.inject({
      method,
      url: `${RULES}${path}`,
      headers: { ...(headers ?? (await t.authHeader(ADMIN))), project_id: projectId },
      ...(payload ? { payload } : {}),
    });
  const create = async (payload: object = {}) => {
    const response = await send('POST', '', { name: 'Travel', recipientIds: [adminId], ...payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AlertRule>();
  };

  it('adds a rule with its defaults, lists it, reads it, changes it and removes it', async () => {
    const rule = await create({ name: '  Impossible travel  ', reasons: ['tooManyScans', 'impossibleTravel'] });
    expect(rule).toEqual({
      id: expect.any(String),
      name: 'Impossible travel',
      reasons: ['impossibleTravel', 'tooManyScans'],
      minScore: 1,
      collectionIds: [],
      recipientIds: [adminId],
      frequency: 'immediately',
      webhooks: false,
      enabled: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await send('GET', '')).json()).toEqual({ data: [rule] });
    expect((await send('GET', `/${rule.id}`)).json()).toEqual(rule);

    const changed = await send('PATCH', `/${rule.id}`, {
      minScore: 50,
      frequency: 'daily',
      collectionIds: [project.collections[1]],
      enabled: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Impossible travel',
      minScore: 50,
      frequency: 'daily',
      collectionIds: [project.collections[1]],
      enabled: false,
    });

    expect((await send('DELETE', `/${rule.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/${rule.id}`)).statusCode).toBe(404);
    expect((await send('GET', '')).json()).toEqual({ data: [] });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['a name too long', { name: 'x'.repeat(101) }, 'name'],
    ['an unknown reason', { reasons: ['looksOdd'] }, 'reasons'],
    ['a minimum score of 0', { minScore: 0 }, 'minScore'],
    ['a minimum score over 100', { minScore: 101 }, 'minScore'],
    ['a minimum score that is not whole', { minScore: 1.5 }, 'minScore'],
    ['an unknown frequency', { frequency: 'weekly' }, 'frequency'],
    ['a recipient that is not a uuid', { recipientIds: ['me'] }, 'recipientIds'],
  ])('refuses %s with 400', async (_, change, words) => {
    const response = await send('POST', '', { name: 'Travel', recipientIds: [adminId], ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain(words);
  });

  it.each([
    [
      'no channel',
      { recipientIds: [] },
      'An alert rule needs a channel: choose members to email, or send to webhooks.',
    ],
    [
      'a recipient from outside the project',
      { recipientIds: ['00000000-0000-4000-8000-000000000001'] },
      'Every recipient must be a member of the project.',
    ],
    [
      'a collection of another project',
      { collectionIds: [DEMO_IDS.projects.spring] },
      'Every collection must be one of the project.',
    ],
  ])('refuses %s with 400 and says why', async (_, change, message) => {
    const response = await send('POST', '', { name: 'Travel', recipientIds: [adminId], ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ code: 'VALIDATION_ERROR', status: 400, message });
  });

  it('refuses a change that leaves no channel or holds a bad value, an id that is not one, and an unknown rule', async () => {
    const rule = await create();
    for (const change of [{ recipientIds: [] }, { minScore: 0 }, { enabled: 'yes' }]) {
      const response = await send('PATCH', `/${rule.id}`, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await send('GET', '/not-a-uuid')).statusCode).toBe(400);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await send(method, `/${crypto.randomUUID()}`, method === 'PATCH' ? {} : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error.message).toBe('Alert rule not found.');
    }
    expect((await send('GET', `/${rule.id}`)).json()).toEqual(rule);
  });

  it("refuses anonymous callers, Guests, another company's Administrator and a key without the scope", async () => {
    const rule = await create();
    const anonymous = await t.app.inject({ method: 'GET', url: RULES, headers: { project_id: project.id } });
    expect(anonymous.statusCode).toBe(401);
    const spring = DEMO_IDS.projects.spring;
    expect((await send('GET', '', undefined, await t.authHeader('guest@demo.test'), spring)).statusCode).toBe(403);
    const other = await send('GET', `/${rule.id}`, undefined, await t.authHeader('other@demo.test'));
    expect(other.statusCode).toBe(404);
    const elsewhere = await send('GET', `/${rule.id}`, undefined, await t.authHeader('super@demo.test'), spring);
    expect(elsewhere.json().error.message).toBe('Alert rule not found.');
    const readKey = await createKey(t, ADMIN, project.id, ['scan-event:read']);
    expect((await send('GET', '', undefined, { 'x-api-key': readKey.secret })).statusCode).toBe(403);
  });

  it('lets an API key with alert:manage add a rule', async () => {
    const key = await createKey(t, ADMIN, project.id, ['alert:manage']);
    const response = await send('POST', '', { name: 'By key', webhooks: true }, { 'x-api-key': key.secret });
    expect(response.statusCode, response.body).toBe(201);
  });

  itActsOnFlaggedScans(t, () => ({ project, adminId, freshTag }));
});

/** Paris then Lagos 2 h later, through the ingest API, with a receiver of the project's webhooks. */
function itActsOnFlaggedScans(
  t: TestApp,
  fixture: () => { project: ScanProject; adminId: string; freshTag: () => string },
) {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM webhook_endpoints');
    await t.db.query('DELETE FROM email_outbox');
    receiver.received.length = 0;
  });

  const headers = async () => ({ ...(await t.authHeader(ADMIN)), project_id: fixture().project.id });
  const addRule = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: RULES, headers: await headers(), payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AlertRule>();
  };
  const addWebhook = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/webhooks',
      headers: await headers(),
      payload: { url: receiver.url, events: ['scan.flagged'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    receiver.secret = response.json<CreatedWebhook>().secret;
  };
  const travel = async (tagId: string) => {
    const scan = (offsetMs: number, place: object) => ({
      clientScanId: `alert-${crypto.randomUUID()}`,
      tagId,
      createdAt: new Date(T0 + offsetMs).toISOString(),
      scanStatus: 'SUCCESS',
      ...place,
    });
    const paris = scan(0, PARIS);
    const lagos = scan(2 * HOUR, LAGOS);
    for (const event of [paris, lagos]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events/scan-events',
        headers: await t.authHeader(ADMIN),
        payload: { project_id: fixture().project.id, events: [event] },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    return { paris, lagos };
  };
  const outbox = () =>
    t.db.query<{ to_address: string; subject: string; text_body: string }>(
      "SELECT to_address, subject, text_body FROM email_outbox WHERE subject ILIKE '%suspicious scan%' ORDER BY created_at",
    );
  const caseOf = async (tagId: string) =>
    (await t.db.query<{ id: string }>("SELECT id FROM cases WHERE tag_id = $1 AND status <> 'closed'", [tagId]))[0]?.id;

  it('flags Lagos 2 h after Paris once: one signed scan.flagged message, one case and one immediate email', async () => {
    const { project, adminId } = fixture();
    await addWebhook();
    await addRule({ name: 'Travel', reasons: ['impossibleTravel'], recipientIds: [adminId], webhooks: true });
    const tagId = fixture().freshTag();
    const { lagos } = await travel(tagId);
    const caseId = await caseOf(tagId);
    expect(caseId).toBeDefined();

    await vi.waitFor(
      async () => {
        await t.app.webhookWorker!.drain();
        expect(receiver.received).toHaveLength(1);
      },
      { timeout: 10_000, interval: 20 },
    );
    const [message] = receiver.received;
    expect(message!.verified).toBe(true);
    const body = JSON.parse(message!.body);
    expect(body).toMatchObject({
      type: 'scan.flagged',
      data: {
        projectId: project.id,
        scan: { clientScanId: lagos.clientScanId, city: 'Lagos', country: 'Nigeria' },
        tag: { id: tagId, collectionId: project.collections[0], collectionName: 'First' },
        score: 70,
        reasons: [{ rule: 'impossibleTravel', points: 70, message: LAGOS_AFTER_PARIS, distanceKm: 4708 }],
        case: { id: caseId, path: `/projects/${project.id}/cases/${caseId}` },
        alertRules: [{ name: 'Travel' }],
      },
    });

    await t.app.alertEmailWorker!.drain();
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(ADMIN);
    expect(mails[0]!.subject).toMatch(/^Suspicious scan of First #\d+ in Alerts$/);
    expect(mails[0]!.text_body).toContain(`Reason: Impossible travel: ${LAGOS_AFTER_PARIS} (70 points)`);
    expect(mails[0]!.text_body).toContain(`${t.config.consoleUrl}/projects/${project.id}/cases/${caseId}`);
    expect(mails[0]!.text_body).toContain(`scan ${lagos.clientScanId}`);
    // Nothing more for the same scans.
    await t.app.alertEmailWorker!.drain();
    expect(await outbox()).toHaveLength(1);
  });

  it('flags nothing for a rule of other reasons, a higher minimum score, another collection, or when it is off', async () => {
    const { adminId, project } = fixture();
    await addWebhook();
    await addRule({ name: 'Markets', reasons: ['outsideMarket'], recipientIds: [adminId], webhooks: true });
    await addRule({ name: 'High', minScore: 90, recipientIds: [adminId], webhooks: true });
    await addRule({ name: 'Other', collectionIds: [project.collections[1]], recipientIds: [adminId], webhooks: true });
    await addRule({ name: 'Off', recipientIds: [adminId], webhooks: true, enabled: false });
    const tagId = fixture().freshTag();
    await travel(tagId);
    await t.app.webhookWorker!.drain();
    await t.app.alertEmailWorker!.drain();
    expect(receiver.received).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    expect(await caseOf(tagId)).toBeUndefined();
  });

  it('sends an hourly digest of several flags once, when its hour is over, across two processes', async () => {
    const { adminId } = fixture();
    await addRule({ name: 'Hourly travel', frequency: 'hourly', recipientIds: [adminId] });
    const tags = [fixture().freshTag(), fixture().freshTag(), fixture().freshTag()];
    for (const tagId of tags) await travel(tagId);
    await t.app.alertEmailWorker!.drain();
    expect(await outbox(), 'nothing before the hour is over').toHaveLength(0);

    await t.db.query("UPDATE alert_emails SET due_at = now() - interval '1 second' WHERE sent_at IS NULL");
    const other = await t.buildAnotherApp({});
    await other.ready();
    await Promise.all([t.app.alertEmailWorker!.drain(), other.alertEmailWorker!.drain()]);
    await Promise.all([other.alertEmailWorker!.drain(), t.app.alertEmailWorker!.drain()]);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('3 suspicious scans in Alerts');
    expect(mails[0]!.text_body).toContain(
      'The alert rule "Hourly travel" of the Alerts project matched 3 scans in the last hour.',
    );
    expect(mails[0]!.text_body.match(/Reason: Impossible travel: Scanned in Lagos/g)).toHaveLength(3);
    for (const tagId of tags) {
      expect(mails[0]!.text_body).toContain(`/cases/${await caseOf(tagId)}`);
    }
  });

  it("makes a daily digest due at the next midnight of the project's time zone", async () => {
    const { adminId, project } = fixture();
    await t.db.query("UPDATE projects SET time_zone = 'Asia/Tokyo' WHERE id = $1", [project.id]);
    try {
      await addRule({ name: 'Daily travel', frequency: 'daily', recipientIds: [adminId] });
      await travel(fixture().freshTag());
      const [email] = await t.db.query<{ at_midnight: boolean; frequency: string }>(
        `SELECT frequency,
           due_at = (date_trunc('day', now() AT TIME ZONE 'Asia/Tokyo') + interval '1 day') AT TIME ZONE 'Asia/Tokyo'
             AS at_midnight
         FROM alert_emails WHERE sent_at IS NULL`,
      );
      expect(email).toEqual({ frequency: 'daily', at_midnight: true });
    } finally {
      await t.db.query("UPDATE projects SET time_zone = 'UTC' WHERE id = $1", [project.id]);
    }
  });

  it('keeps an email due when the process writing it fails midway, and another writes it once', async () => {
    const { adminId } = fixture();
    await addRule({ name: 'Travel', recipientIds: [adminId] });
    const failing = (db: Db): Db => ({
      query: (sql, params) =>
        sql.startsWith('INSERT INTO email_outbox') ? Promise.reject(new Error('killed')) : db.query(sql, params),
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction((tx) => fn(failing(tx))),
    });
    // Only the dying worker runs until it has failed.
    await t.app.alertEmailWorker!.stop();
    const dying = startAlertEmailWorker(failing(t.db), { productName: 'Test', consoleUrl: 'http://console.test' });
    await travel(fixture().freshTag());
    await expect(dying.drain()).rejects.toThrow('killed');
    await dying.stop();
    expect(await outbox()).toHaveLength(0);

    const other = await t.buildAnotherApp({});
    await other.ready();
    await other.alertEmailWorker!.drain();
    await other.alertEmailWorker!.drain();
    expect(await outbox()).toHaveLength(1);
  });
}

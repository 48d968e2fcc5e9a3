import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { collectionIdNamed, tagIdAt } from '../../support/seed-lookups.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { ndjson, uploadSessions } from '../../support/tag-data-uploads.js';
import { startWebhookReceiver, type ReceivedMessage, type WebhookReceiver } from '../../support/webhook-receiver.js';
import { multipartForm } from '../../support/multipart.js';
import { openScanPage } from '../../support/scan-pages.js';
import type { CreatedWebhook, Webhook as WebhookAnswer, WebhookDelivery } from 'shared/contracts/webhooks';

const SPRING = DEMO_IDS.projects.spring;
const ADMIN = 'admin@demo.test';
const WEBHOOKS = '/api/events/webhooks';

/** Retries a few milliseconds apart, so six attempts take well under a second (production: 5 s doubling). */
const FAST_RETRIES = {
  retryBaseMs: 10,
  retryMaxMs: 40,
  retryForSeconds: 24 * 3600,
  disableAfterSeconds: 3 * 24 * 3600,
  leaseSeconds: 30,
  timeoutMs: 2000,
  keepDays: 30,
};

async function webhookRequest(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  headers?: Record<string, string>,
) {
  return t.app.inject({
    method,
    url: `${WEBHOOKS}${path}`,
    headers: { ...(headers ?? (await t.authHeader(ADMIN))), project_id: SPRING },
    ...(payload ? { payload } : {}),
  });
}

describeWithApp(
  'webhooks',
  (t) => {
    let receiver: WebhookReceiver;
    let scarves: string;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      scarves = await collectionIdNamed(t, 'Silk Scarves');
    });
    afterAll(() => receiver.close());
    beforeEach(async () => {
      // Each test starts with no webhook, so no other test's messages arrive.
      await t.db.query('DELETE FROM webhook_endpoints');
      receiver.received.length = 0;
    });

    const create = async (payload: object = {}) => {
      const response = await webhookRequest(t, 'POST', '', {
        url: receiver.url,
        events: ['tag.status_changed'],
        ...payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json<CreatedWebhook>();
      receiver.secret = created.secret;
      return created;
    };
    const setStatus = async (index: number, payload: object) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/warehouse/tags/${await tagIdAt(t, scarves, index)}/status`,
        headers: { ...(await t.authHeader(ADMIN)), project_id: SPRING },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    /** Lets the worker send until `check` passes. */
    const until = <T>(check: () => T | Promise<T>) =>
      vi.waitFor(
        async () => {
          await t.app.webhookWorker!.drain();
          return check();
        },
        { timeout: 10_000, interval: 20 },
      );
    /** A consumer's report from the scan page they opened, bought in Lagos. */
    const report = (code: string, clientScanId: string, description: string) => {
      const form = multipartForm([
        { name: 'clientScanId', value: clientScanId },
        { name: 'description', value: description },
        { name: 'city', value: 'Lagos' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/content/scan-pages/${code}/reports`,
        headers: form.headers,
        payload: form.payload,
      });
    };
    const deliveries = async (webhookId: string) => {
      const response = await webhookRequest(t, 'GET', `/${webhookId}/deliveries`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: WebhookDelivery[] }>().data;
    };

    it('adds a webhook and shows its secret once; the secret is stored sealed, never in clear', async () => {
      const created = await create({ description: '  Brand SIEM  ', events: ['tag.status_changed', 'scan.flagged'] });
      expect(created).toEqual({
        id: expect.any(String),
        url: receiver.url,
        description: 'Brand SIEM',
        events: ['tag.status_changed', 'scan.flagged'],
        enabled: true,
        disabledReason: null,
        failingSince: null,
        previousSecretExpiresAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      });
      const list = await webhookRequest(t, 'GET', '');
      expect(list.statusCode).toBe(200);
      const { secret: _secret, ...shown } = created;
      expect(list.json()).toEqual({ data: [shown] });
      expect((await webhookRequest(t, 'GET', `/${created.id}`)).json()).toEqual(shown);
      const [stored] = await t.db.query<{ secret_ciphertext: string }>(
        'SELECT secret_ciphertext FROM webhook_endpoints WHERE id = $1',
        [created.id],
      );
      expect(stored?.secret_ciphertext).not.toContain(created.secret.slice('whsec_'.length));
      expect(t.app.webhookSecrets.open(stored!.secret_ciphertext)).toBe(created.secret);
    });

    it.each([
      ['a URL that is not one', { url: 'not a url' }, 'url'],
      ['a URL of another scheme', { url: 'ftp://example.com/hooks' }, 'url'],
      ['no event', { events: [] }, 'events'],
      ['an unknown event', { events: ['tag.deleted'] }, 'events'],
      ['a description too long', { description: 'x'.repeat(201) }, 'description'],
    ])('refuses %s with 400', async (_, change, field) => {
      const response = await webhookRequest(t, 'POST', '', {
        url: receiver.url,
        events: ['tag.status_changed'],
        ...change,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      expect(response.json().error.message).toContain(field);
    });

    it('refuses a change with a bad URL, no event or a non-boolean enabled, an id that is not one, and an unknown webhook', async () => {
      const webhook = await create();
      for (const change of [{ url: 'not a url' }, { events: [] }, { enabled: 'yes' }]) {
        const response = await webhookRequest(t, 'PATCH', `/${webhook.id}`, change);
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect((await webhookRequest(t, 'GET', '/not-a-uuid')).statusCode).toBe(400);
      for (const [method, path] of [
        ['GET', ''],
        ['PATCH', ''],
        ['POST', '/secret'],
        ['POST', '/test'],
        ['GET', '/deliveries'],
      ] as const) {
        const response = await webhookRequest(
          t,
          method,
          `/${crypto.randomUUID()}${path}`,
          method === 'PATCH' ? {} : undefined,
        );
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.json().error.message).toBe('Webhook not found.');
      }
      expect((await webhookRequest(t, 'GET', `/${webhook.id}`)).json().url).toBe(receiver.url);
    });

    it('refuses a URL holding a user name and password', async () => {
      const response = await webhookRequest(t, 'POST', '', {
        url: 'https://user:pass@hooks.example.com/in',
        events: ['tag.status_changed'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'A webhook URL cannot hold a user name or password; put a token in its path or query instead.',
      );
    });

    it('refuses Guests, and answers 404 for a webhook of another project', async () => {
      const created = await create();
      const guest = await webhookRequest(t, 'GET', '', undefined, await t.authHeader('guest@demo.test'));
      expect(guest.statusCode).toBe(403);
      const elsewhere = await t.app.inject({
        method: 'GET',
        url: `${WEBHOOKS}/${created.id}`,
        headers: { ...(await t.authHeader('super@demo.test')), project_id: DEMO_IDS.projects.wine },
      });
      expect(elsewhere.statusCode, elsewhere.body).toBe(404);
      expect(elsewhere.json().error.message).toBe('Webhook not found.');
    });

    it('lets an API key with webhook:manage add a webhook', async () => {
      const key = await createKey(t, ADMIN, SPRING, ['webhook:manage']);
      const response = await webhookRequest(
        t,
        'POST',
        '',
        { url: receiver.url, events: ['case.updated'] },
        { 'x-api-key': key.secret },
      );
      expect(response.statusCode, response.body).toBe(201);
    });

    it('sends a signed tag.status_changed message for one tag, which the receiver verifies', async () => {
      const webhook = await create();
      const tagId = await tagIdAt(t, scarves, 60);
      await setStatus(60, { status: 'blacklisted', reason: 'counterfeit_seen', note: 'Lagos market' });
      const [message] = await until(() => {
        expect(receiver.received).toHaveLength(1);
        return receiver.received;
      });
      expect(message!.verified).toBe(true);
      expect(JSON.parse(message!.body)).toEqual({
        type: 'tag.status_changed',
        timestamp: expect.any(String),
        data: {
          projectId: SPRING,
          collectionId: scarves,
          tagId,
          fromIndex: 60,
          toIndex: 60,
          from: 'active',
          to: 'blacklisted',
          reason: 'counterfeit_seen',
          note: 'Lagos market',
          source: 'tag',
          changedBy: { kind: 'user', id: await t.userId(ADMIN) },
          changedAt: expect.any(String),
        },
      });
      const [delivery] = await deliveries(webhook.id);
      expect(delivery).toMatchObject({ id: message!.id, eventType: 'tag.status_changed', state: 'delivered' });
      expect(delivery!.attempts).toEqual([
        {
          attempt: 1,
          attemptedAt: expect.any(String),
          statusCode: 200,
          durationMs: expect.any(Number),
          error: null,
          responseExcerpt: 'thanks',
        },
      ]);
      await setStatus(60, { status: 'active' });
    });

    it('sends one message for a range, naming the range', async () => {
      await create();
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/warehouse/collections/${scarves}/tags/status`,
        headers: { ...(await t.authHeader(ADMIN)), project_id: SPRING },
        payload: { fromIndex: 70, toIndex: 79, status: 'inactive' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [message] = await until(() => {
        expect(receiver.received).toHaveLength(1);
        return receiver.received;
      });
      expect(message!.verified).toBe(true);
      expect(JSON.parse(message!.body).data).toMatchObject({
        tagId: null,
        fromIndex: 70,
        toIndex: 79,
        from: null,
        to: 'inactive',
        source: 'range',
      });
    });

    /** A message queued before the webhook was turned off (the trigger queues none for a webhook that is off). */
    const queuedWhileOn = (webhookId: string) =>
      t.db.query(
        `INSERT INTO webhook_deliveries (endpoint_id, event_type, body, ordering_key)
         VALUES ($1, 'webhook.test', '{"type":"webhook.test"}', NULL)`,
        [webhookId],
      );

    it('sends one message per tag a status file changed, in the same commit', async () => {
      await create();
      const headers = { ...(await t.authHeader(ADMIN)), project_id: SPRING };
      const sessions = uploadSessions(t, scarves);
      const started = await sessions.start(headers, 'status');
      expect(started.statusCode, started.body).toBe(201);
      const id = started.json().id as string;
      const lines = [
        { row: 2, tag_index: 80, status: 'blacklisted', reason: 'duplicate' },
        { row: 3, tag_index: 81, status: 'inactive' },
      ];
      expect((await sessions.part(headers, id, 1, ndjson(lines))).statusCode).toBe(200);
      const commit = await sessions.commit(headers, id, { parts: 1, rows: 2 });
      expect(commit.statusCode, commit.body).toBe(200);
      await until(() => expect(receiver.received).toHaveLength(2));
      const sent = receiver.received.map((message) => JSON.parse(message.body).data);
      expect(sent.map((data) => [data.fromIndex, data.to, data.source]).sort()).toEqual([
        [80, 'blacklisted', 'file'],
        [81, 'inactive', 'file'],
      ]);
      expect(receiver.received.every((message) => message.verified)).toBe(true);
      await t.db.query("UPDATE tags SET status = 'active' WHERE collection_id = $1 AND sequence_number IN (80, 81)", [
        scarves,
      ]);
    });

    it('queues nothing for a webhook that is off or not subscribed, and keeps what is queued while it is off', async () => {
      const other = await create({ events: ['scan.flagged'] });
      const webhook = await create();
      const off = await webhookRequest(t, 'PATCH', `/${webhook.id}`, { enabled: false });
      expect(off.json()).toMatchObject({ enabled: false, disabledReason: 'user' });
      await setStatus(61, { status: 'inactive' });
      expect(await deliveries(other.id)).toEqual([]);
      expect(await deliveries(webhook.id)).toEqual([]);

      // Queued while on, then turned off: kept, and sent once it is on again.
      await queuedWhileOn(webhook.id);
      await t.app.webhookWorker!.drain();
      expect(receiver.received).toHaveLength(0);
      expect((await deliveries(webhook.id)).map((delivery) => delivery.state)).toEqual(['pending']);
      expect((await webhookRequest(t, 'PATCH', `/${webhook.id}`, { enabled: true })).json()).toMatchObject({
        enabled: true,
        disabledReason: null,
      });
      await until(() => expect(receiver.received).toHaveLength(1));
      await setStatus(61, { status: 'active' });
    });

    it('gets a message through on the sixth try after five 500s, with the same webhook-id every time', async () => {
      const webhook = await create();
      receiver.answerNext(500, 500, 500, 500, 500);
      await setStatus(62, { status: 'inactive' });
      await until(() => expect(receiver.received).toHaveLength(6));
      expect(receiver.received.map((message) => message.answered)).toEqual([500, 500, 500, 500, 500, 200]);
      expect(new Set(receiver.received.map((message) => message.id)).size).toBe(1);
      expect(receiver.received.every((message) => message.verified)).toBe(true);
      const [delivery] = await deliveries(webhook.id);
      expect(delivery!.state).toBe('delivered');
      expect(delivery!.attempts.map((attempt) => [attempt.attempt, attempt.statusCode, attempt.error])).toEqual([
        [1, 500, 'The receiver answered 500.'],
        [2, 500, 'The receiver answered 500.'],
        [3, 500, 'The receiver answered 500.'],
        [4, 500, 'The receiver answered 500.'],
        [5, 500, 'The receiver answered 500.'],
        [6, 200, null],
      ]);
      expect(delivery!.attempts[0]!.responseExcerpt).toBe('refused with 500');
      // A success ends the failing streak.
      expect((await webhookRequest(t, 'GET', `/${webhook.id}`)).json().failingSince).toBeNull();
      await setStatus(62, { status: 'active' });
    });

    it("keeps one tag's messages in order: a newer one waits while an older one is retried", async () => {
      await create();
      receiver.answerNext(503, 503);
      await setStatus(63, { status: 'inactive' });
      await setStatus(63, { status: 'blacklisted', reason: 'stolen_stock' });
      await setStatus(63, { status: 'active' });
      await until(() => expect(receiver.received).toHaveLength(5));
      const arrivals = receiver.received.map((message) => JSON.parse(message.body).data.to);
      expect(arrivals).toEqual(['inactive', 'inactive', 'inactive', 'blacklisted', 'active']);
    });

    it("keeps a tag's messages of different events in order: a status change waits behind a retried report", async () => {
      await create({ events: ['tag.status_changed', 'report.created'] });
      const { code, clientScanId } = await openScanPage(t, 65);
      receiver.answerNext(503);
      expect((await report(code, clientScanId, 'The stitching is wrong.')).statusCode).toBe(201);
      await setStatus(65, { status: 'blacklisted', reason: 'counterfeit_seen' });
      await until(() => expect(receiver.received).toHaveLength(3));
      expect(receiver.received.map((message) => [JSON.parse(message.body).type, message.answered])).toEqual([
        ['report.created', 503],
        ['report.created', 200],
        ['tag.status_changed', 200],
      ]);
      await setStatus(65, { status: 'active' });
    });

    it('sends a test event, and redelivers a message with the same webhook-id', async () => {
      const webhook = await create();
      const test = await webhookRequest(t, 'POST', `/${webhook.id}/test`);
      expect(test.statusCode, test.body).toBe(202);
      expect(test.json()).toMatchObject({ eventType: 'webhook.test', state: 'pending', attempts: [] });
      await until(() => expect(receiver.received).toHaveLength(1));
      expect(receiver.received[0]!.verified).toBe(true);
      expect(JSON.parse(receiver.received[0]!.body)).toEqual({
        type: 'webhook.test',
        timestamp: expect.any(String),
        data: { projectId: SPRING, webhookId: webhook.id, message: 'A test event sent from the console.' },
      });

      const again = await webhookRequest(t, 'POST', `/${webhook.id}/deliveries/${test.json().id}/redeliver`);
      expect(again.statusCode, again.body).toBe(202);
      expect(again.json()).toMatchObject({ id: test.json().id, state: 'pending' });
      await until(() => expect(receiver.received).toHaveLength(2));
      expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
      const [delivery] = await deliveries(webhook.id);
      expect(delivery!.attempts.map((attempt) => attempt.attempt)).toEqual([1, 2]);
    });

    it('refuses to redeliver a message still being delivered, and a test event to a webhook that is off', async () => {
      const webhook = await create();
      await webhookRequest(t, 'PATCH', `/${webhook.id}`, { enabled: false });
      const test = await webhookRequest(t, 'POST', `/${webhook.id}/test`);
      expect(test.statusCode).toBe(409);
      expect(test.json().error.message).toBe('The webhook is turned off: turn it on to send a test event.');
      await queuedWhileOn(webhook.id);
      const [pending] = await deliveries(webhook.id);
      const again = await webhookRequest(t, 'POST', `/${webhook.id}/deliveries/${pending!.id}/redeliver`);
      expect(again.statusCode).toBe(409);
      const unknown = await webhookRequest(t, 'POST', `/${webhook.id}/deliveries/${crypto.randomUUID()}/redeliver`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Delivery not found.');
    });

    const verifiesWith = (secret: string, message: ReceivedMessage) => {
      try {
        new Webhook(secret).verify(message.body, {
          'webhook-id': message.id,
          'webhook-timestamp': message.timestamp,
          'webhook-signature': message.signature,
        });
        return true;
      } catch {
        return false;
      }
    };
    const rotate = async (webhookId: string, payload?: object) => {
      const rotated = await webhookRequest(t, 'POST', `/${webhookId}/secret`, payload);
      expect(rotated.statusCode, rotated.body).toBe(200);
      return rotated.json<{ secret: string }>().secret;
    };
    const testMessage = async (webhookId: string) => {
      receiver.received.length = 0;
      await webhookRequest(t, 'POST', `/${webhookId}/test`);
      const [message] = await until(() => {
        expect(receiver.received).toHaveLength(1);
        return receiver.received;
      });
      return message!;
    };

    it('signs with both secrets for 24 hours after a rotation, so a receiver holding either accepts the message', async () => {
      const webhook = await create();
      const before = Date.now();
      const secret = await rotate(webhook.id);
      expect(secret).not.toBe(webhook.secret);
      const shown = (await webhookRequest(t, 'GET', `/${webhook.id}`)).json<WebhookAnswer>();
      const expires = Date.parse(shown.previousSecretExpiresAt!);
      expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000 + 1000);

      // The receiver still holds the old secret: the message verifies with it, and with the new one.
      const message = await testMessage(webhook.id);
      expect(message.verified).toBe(true);
      expect(verifiesWith(secret, message)).toBe(true);
      expect(message.signature.split(' ')).toEqual([expect.stringMatching(/^v1,/), expect.stringMatching(/^v1,/)]);

      // Once the grace period is over only the new secret signs.
      await t.db.query(
        "UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 second' WHERE id = $1",
        [webhook.id],
      );
      expect((await webhookRequest(t, 'GET', `/${webhook.id}`)).json().previousSecretExpiresAt).toBeNull();
      const later = await testMessage(webhook.id);
      expect(later.verified).toBe(false);
      expect(verifiesWith(secret, later)).toBe(true);
      expect(later.signature.split(' ')).toHaveLength(1);
    });

    it('stops the old secret at once when a rotation keeps it 0 hours, and keeps at most two secrets signing', async () => {
      const webhook = await create();
      const second = await rotate(webhook.id, { keepPreviousHours: 2 });
      const third = await rotate(webhook.id, { keepPreviousHours: 72 });
      const both = await testMessage(webhook.id);
      expect(both.verified).toBe(false);
      expect([verifiesWith(second, both), verifiesWith(third, both)]).toEqual([true, true]);

      const fourth = await rotate(webhook.id, { keepPreviousHours: 0 });
      expect((await webhookRequest(t, 'GET', `/${webhook.id}`)).json().previousSecretExpiresAt).toBeNull();
      const only = await testMessage(webhook.id);
      expect([verifiesWith(third, only), verifiesWith(fourth, only)]).toEqual([false, true]);
    });

    it.each([
      ['a negative number of hours', { keepPreviousHours: -1 }, 'keepPreviousHours must be >= 0'],
      ['more than 72 hours', { keepPreviousHours: 73 }, 'keepPreviousHours must be <= 72'],
      ['a fraction of an hour', { keepPreviousHours: 1.5 }, 'keepPreviousHours must be integer'],
      ['hours that are not a number', { keepPreviousHours: 'a day' }, 'keepPreviousHours must be integer'],
    ])('refuses a rotation with %s, and keeps the secret', async (_, payload, message) => {
      const webhook = await create();
      const response = await webhookRequest(t, 'POST', `/${webhook.id}/secret`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      expect(response.json().error.message).toContain(message);
      expect((await testMessage(webhook.id)).signature.split(' ')).toHaveLength(1);
      expect(receiver.received[0]!.verified).toBe(true);
    });

    it('deletes delivered and failed messages 30 days after they finished, with their attempts', async () => {
      const webhook = await create();
      const add = async (state: string, finishedDaysAgo: number | null) => {
        const [row] = await t.db.query<{ id: string }>(
          `INSERT INTO webhook_deliveries (endpoint_id, event_type, body, state, attempts, finished_at, next_attempt_at)
           VALUES ($1, 'webhook.test', '{}', $2, 1, now() - make_interval(days => $3::int), now() + interval '1 hour')
           RETURNING id`,
          [webhook.id, state, finishedDaysAgo],
        );
        await t.db.query(
          `INSERT INTO webhook_delivery_attempts (delivery_id, attempt, attempted_at, status_code, duration_ms)
           VALUES ($1, 1, now(), 200, 5)`,
          [row!.id],
        );
        return row!.id;
      };
      const oldDelivered = await add('delivered', 31);
      const oldFailed = await add('failed', 31);
      const recent = await add('delivered', 29);
      const pending = await add('pending', null);

      expect(await t.app.webhookWorker!.prune()).toBe(2);
      const kept = (await deliveries(webhook.id)).map((delivery) => delivery.id);
      expect(kept).toEqual([pending, recent]);
      const attempts = await t.db.query('SELECT 1 FROM webhook_delivery_attempts WHERE delivery_id = ANY ($1)', [
        [oldDelivered, oldFailed],
      ]);
      expect(attempts).toEqual([]);
      expect(await t.app.webhookWorker!.prune()).toBe(0);
    });

    it('gives a message up once its retry window is over', async () => {
      const webhook = await create();
      receiver.answerNext(500);
      await webhookRequest(t, 'POST', `/${webhook.id}/test`);
      await t.db.query("UPDATE webhook_deliveries SET retry_from = now() - interval '25 hours'");
      await until(() => expect(receiver.received).toHaveLength(1));
      const [delivery] = await deliveries(webhook.id);
      expect(delivery).toMatchObject({ state: 'failed', nextAttemptAt: null, finishedAt: expect.any(String) });
    });

    it("turns off a webhook failing for 3 days and emails the project's Administrators", async () => {
      const webhook = await create();
      receiver.answerNext(500);
      await t.db.query(
        "UPDATE webhook_endpoints SET failing_since = now() - interval '3 days 1 minute' WHERE id = $1",
        [webhook.id],
      );
      await webhookRequest(t, 'POST', `/${webhook.id}/test`);
      await until(() => expect(receiver.received).toHaveLength(1));
      expect((await webhookRequest(t, 'GET', `/${webhook.id}`)).json()).toMatchObject({
        enabled: false,
        disabledReason: 'failing',
      });
      const mail = await t.db.query<{ to_address: string; subject: string; text_body: string }>(
        "SELECT to_address, subject, text_body FROM email_outbox WHERE subject LIKE 'A webhook of %' ORDER BY to_address",
      );
      expect(mail.map((row) => row.to_address)).toEqual([ADMIN]);
      expect(mail[0]!.subject).toBe('A webhook of Spring Collection 2026 was turned off');
      expect(mail[0]!.text_body).toContain(`Every message to ${receiver.url} has failed since`);
      // Turned on again, it starts afresh.
      expect((await webhookRequest(t, 'PATCH', `/${webhook.id}`, { enabled: true })).json()).toMatchObject({
        enabled: true,
        disabledReason: null,
        failingSince: null,
      });
    });

    it('sends report.created with the report as the console reads it, only for a report that is kept', async () => {
      const webhook = await create({ events: ['report.created'] });
      const { code, tagId, clientScanId } = await openScanPage(t, 64);
      expect((await report(code, clientScanId, '')).statusCode).toBe(400);
      const kept = await report(code, clientScanId, 'The hologram peels off.');
      expect(kept.statusCode, kept.body).toBe(201);

      const [message] = await until(() => {
        expect(receiver.received).toHaveLength(1);
        return receiver.received;
      });
      expect(message!.verified).toBe(true);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/events/consumer-reports?project_id=${SPRING}&tagId=${tagId}`,
        headers: await t.authHeader(ADMIN),
      });
      expect(read.statusCode, read.body).toBe(200);
      const [stored] = read.json().data;
      expect(stored).toMatchObject({ tagId, city: 'Lagos', description: 'The hologram peels off.' });
      expect(JSON.parse(message!.body)).toEqual({ type: 'report.created', timestamp: stored.createdAt, data: stored });
      expect((await deliveries(webhook.id)).map((delivery) => delivery.eventType)).toEqual(['report.created']);
    });

    it('changes and removes a webhook', async () => {
      const webhook = await create();
      const changed = await webhookRequest(t, 'PATCH', `/${webhook.id}`, {
        url: `${receiver.url}/v2`,
        events: ['case.updated', 'case.updated', 'report.created'],
        description: 'Cases',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        url: `${receiver.url}/v2`,
        events: ['case.updated', 'report.created'],
        description: 'Cases',
      });
      const removed = await webhookRequest(t, 'DELETE', `/${webhook.id}`);
      expect(removed.statusCode).toBe(204);
      expect((await webhookRequest(t, 'GET', `/${webhook.id}`)).statusCode).toBe(404);
      expect((await webhookRequest(t, 'DELETE', `/${webhook.id}`)).statusCode).toBe(404);
    });
  },
  { webhooks: FAST_RETRIES },
);

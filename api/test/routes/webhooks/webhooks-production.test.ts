import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';
import type { WebhookDelivery } from 'shared/contracts/webhooks';

const SPRING = DEMO_IDS.projects.spring;
const WEBHOOKS = '/api/events/webhooks';

describeWithApp(
  'webhooks in production',
  (t) => {
    let receiver: WebhookReceiver;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver.close());

    const post = async (path: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `${WEBHOOKS}${path}`,
        headers: { ...(await t.authHeader('admin@demo.test')), project_id: SPRING },
        ...(payload ? { payload } : {}),
      });

    it('takes https URLs only', async () => {
      const response = await post('', { url: receiver.url, events: ['tag.status_changed'] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        message: 'A webhook URL must start with https://.',
        code: 'VALIDATION_ERROR',
        status: 400,
      });
    });

    it.each([
      ['a loopback name', (port: string) => `https://localhost:${port}/hooks`, 'localhost resolves to'],
      ['a loopback address', (port: string) => `https://127.0.0.1:${port}/hooks`, '127.0.0.1 resolves to 127.0.0.1'],
      ['a private address', () => 'https://10.0.0.7/hooks', '10.0.0.7 resolves to 10.0.0.7'],
      ['a link-local address', () => 'https://169.254.169.254/latest/meta-data', '169.254.169.254 resolves to'],
      ['an IPv6 unique-local address', () => 'https://[fd00::7]/hooks', 'fd00::7 resolves to fd00::7'],
    ])('refuses at send time to send to %s, and says why in the log', async (_, url, refusal) => {
      const port = new URL(receiver.url).port;
      const created = await post('', { url: url(port), events: ['tag.status_changed'] });
      expect(created.statusCode, created.body).toBe(201);
      const webhookId = created.json().id as string;
      expect((await post(`/${webhookId}/test`)).statusCode).toBe(202);
      const [delivery] = await vi.waitFor(
        async () => {
          await t.app.webhookWorker!.drain();
          const log = await t.app.inject({
            method: 'GET',
            url: `${WEBHOOKS}/${webhookId}/deliveries`,
            headers: { ...(await t.authHeader('admin@demo.test')), project_id: SPRING },
          });
          const data = log.json<{ data: WebhookDelivery[] }>().data;
          expect(data[0]?.attempts.length).toBeGreaterThan(0);
          return data;
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(delivery!.attempts[0]).toMatchObject({
        attempt: 1,
        statusCode: null,
        error: expect.stringContaining(refusal),
        responseExcerpt: '',
      });
      expect(delivery!.attempts[0]!.error).toContain(
        'which is not a public address: webhooks are not sent into a private network.',
      );
      expect(delivery!.state).toBe('pending');
      expect(receiver.received).toEqual([]);
    });
  },
  {
    nodeEnv: 'production',
    webhooks: {
      retryBaseMs: 60_000,
      retryMaxMs: 60_000,
      retryForSeconds: 24 * 3600,
      disableAfterSeconds: 3 * 24 * 3600,
      leaseSeconds: 30,
      timeoutMs: 2000,
      keepDays: 30,
    },
  },
);

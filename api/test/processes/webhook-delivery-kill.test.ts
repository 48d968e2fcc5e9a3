import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { DEMO_IDS, DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import type { CreatedWebhook, WebhookDelivery } from 'shared/contracts/webhooks';
import { apiProcessEnv, compiledServerEntry, startApiProcess, type ApiProcess } from '../support/api-process.js';
import { createOwnPostgresDatabase, type OwnPostgresDatabase } from '../support/test-database.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

// An API process is killed with SIGKILL while a webhook message is on its way (the receiver holds the request
// unanswered); the restarted process sends it again with the same webhook-id once the lease runs out (ADR 0061).
// On PostgreSQL, and on PGlite with a data directory the restarted process opens again.
const SPRING = DEMO_IDS.projects.spring;
/** The killed process's claim is taken over once this runs out (60 s in production). */
const LEASE_SECONDS = 2;

interface Backend {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function postgresBackend(): Promise<Backend> {
  const database: OwnPostgresDatabase = await createOwnPostgresDatabase();
  return { env: apiProcessEnv(database.url), dispose: database.dispose };
}

/** A data directory holding the suite's migrated, demo-seeded template (seeding at start takes longer than 30 s here). */
async function pgliteBackend(): Promise<Backend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-webhook-kill-'));
  const template = new PGlite(dataDir, { loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]) });
  await template.waitReady;
  await template.close();
  const { DATABASE_URL: _none, ...env } = apiProcessEnv('');
  return {
    env: { ...env, DATA_DIR: dataDir },
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const backends = { pglite: pgliteBackend, ...(process.env.DATABASE_URL ? { postgres: postgresBackend } : {}) };

async function call<T>(api: ApiProcess, route: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${api.url}${route}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      project_id: SPRING,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route} → ${response.status} ${body}`);
  return JSON.parse(body) as T;
}

for (const [name, makeBackend] of Object.entries(backends)) {
  describe(`a webhook message in flight when its API process is killed [${name}]`, () => {
    let backend: Backend;
    let receiver: WebhookReceiver;
    let api: ApiProcess | undefined;
    let entry: string;
    const start = async () =>
      startApiProcess(entry, {
        ...backend.env,
        WEBHOOK_LEASE_SECONDS: String(LEASE_SECONDS),
        WEBHOOK_RETRY_BASE_MS: '50',
        // Longer than the test: the first attempt is ended by the kill, never by the timeout.
        WEBHOOK_TIMEOUT_MS: '60000',
      });

    beforeAll(async () => {
      entry = compiledServerEntry();
      backend = await makeBackend();
      receiver = await startWebhookReceiver();
    }, 120_000);

    afterAll(async () => {
      await api?.stop();
      await receiver?.close();
      await backend?.dispose();
    }, 60_000);

    it('is delivered after a restart with the same webhook-id, and the kill left no attempt behind', async () => {
      api = await start();
      const login = () =>
        call<{ access_token: string }>(api!, '/api/auth-service/auth/login', {
          method: 'POST',
          body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
        }).then((tokens) => tokens.access_token);
      const token = await login();
      const webhook = await call<CreatedWebhook>(api, '/api/events/webhooks', {
        method: 'POST',
        token,
        body: JSON.stringify({ url: receiver.url, events: ['tag.status_changed'] }),
      });
      receiver.secret = webhook.secret;
      const { data: collections } = await call<{ data: { id: string; name: string }[] }>(
        api,
        '/api/warehouse/collections',
        { token },
      );
      const scarves = collections.find((collection) => collection.name === 'Silk Scarves')!;

      const arrived = receiver.holdNext();
      await call(api, `/api/warehouse/collections/${scarves.id}/tags/status`, {
        method: 'PUT',
        token,
        body: JSON.stringify({ fromIndex: 0, toIndex: 4, status: 'inactive' }),
      });
      await arrived;
      await api.kill();
      expect(api.exited()).toBe('SIGKILL');
      const [first] = receiver.received;
      receiver.release();

      api = await start();
      await vi.waitFor(() => expect(receiver.received.map((message) => message.answered)).toEqual([0, 200]), {
        timeout: 30_000,
        interval: 100,
      });
      const [, second] = receiver.received;
      expect(second!.id).toBe(first!.id);
      expect([first!.verified, second!.verified]).toEqual([true, true]);
      expect(JSON.parse(second!.body)).toEqual(JSON.parse(first!.body));
      expect(JSON.parse(second!.body).data).toMatchObject({ fromIndex: 0, toIndex: 4, to: 'inactive' });

      const { data: log } = await call<{ data: WebhookDelivery[] }>(
        api,
        `/api/events/webhooks/${webhook.id}/deliveries`,
        {
          token: await login(),
        },
      );
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ id: first!.id, state: 'delivered' });
      expect(log[0]!.attempts.map((attempt) => [attempt.attempt, attempt.statusCode])).toEqual([[1, 200]]);
    }, 120_000);
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { DbClient } from '../../src/db/db.js';
import type { TokenPair } from 'shared/contracts/auth';
import { DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { createSeededTestDatabase, testBackends, type TestBackend } from './test-database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** Suites send hundreds of requests from one address: the general limit is out of the way unless a test sets it. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test' }), rateLimit: { max: 1_000_000, windowSeconds: 60 }, ...overrides };
}

export interface TestApp {
  backend: TestBackend;
  app: FastifyInstance;
  db: DbClient;
  config: Config;
  /** Logs in through the API and returns the tokens (fails the test unless 200). */
  login(email: string, password?: string): Promise<TokenPair>;
  /** `{ authorization: 'Bearer …' }` for a demo user; one login per user per file. */
  authHeader(email: string): Promise<{ authorization: string }>;
  userId(email: string): Promise<string>;
  /** Another app on the same database, e.g. with small login limits; closed after the suite. */
  buildAnotherApp(overrides: Partial<Config>): Promise<FastifyInstance>;
}

/**
 * Registers hooks that give the suite a fresh, migrated and demo-seeded database, and the app
 * on it. Fields are filled in `beforeAll`, so read them inside tests only.
 */
export function useTestApp(backend: TestBackend, overrides: Partial<Config> = {}): TestApp {
  const disposers: (() => Promise<void>)[] = [];
  const headers = new Map<string, Promise<{ authorization: string }>>();
  const t = { backend } as TestApp;

  beforeAll(async () => {
    const database = await createSeededTestDatabase(backend);
    disposers.push(database.dispose);
    t.db = database.db;
    // Uploaded assets go to a folder of this suite's own, removed with it.
    const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-api-test-assets-'));
    disposers.push(async () => fs.rmSync(assetsDir, { recursive: true, force: true }));
    t.config = testConfig({ assetStorage: { driver: 'local', dir: assetsDir }, ...overrides });
    // Tests drive the tag-order worker themselves, so orders stay where the test left them.
    t.app = await buildApp({
      config: t.config,
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
      tagOrderWorker: false,
    });
    disposers.unshift(() => t.app.close());
  });

  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });

  t.login = async (email, password = DEMO_PASSWORD) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TokenPair>();
  };
  t.authHeader = (email) => {
    let header = headers.get(email);
    if (!header) {
      header = t.login(email).then((tokens) => ({ authorization: `Bearer ${tokens.access_token}` }));
      headers.set(email, header);
    }
    return header;
  };
  t.userId = async (email) => {
    const [row] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  t.buildAnotherApp = async (configOverrides) => {
    const app = await buildApp({
      config: { ...t.config, ...configOverrides },
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      logger: false,
      tagOrderWorker: false,
    });
    disposers.unshift(() => app.close());
    return app;
  };
  return t;
}

/** `describe` once per test backend, each with its own database and app. */
export function describeWithApp(title: string, body: (t: TestApp) => void, overrides: Partial<Config> = {}): void {
  for (const backend of testBackends()) {
    describe(`${title} [${backend}]`, () => body(useTestApp(backend, overrides)));
  }
}

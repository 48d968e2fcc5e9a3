import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { createPostgresDb } from '../../src/db/postgres-db.js';
import { DatabaseUnavailableError } from '../../src/db/unavailable.js';
import { DEMO_IDS, DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { describeWithApp, testConfig, TEST_JWT_SECRET } from '../support/test-app.js';
import { createSeededTestDatabase } from '../support/test-database.js';
import { freePort } from '../support/api-process.js';

// ADR 0001: while the database cannot be reached, every endpoint answers 503 with Retry-After and our
// own words (not 500 INTERNAL), and answers again as usual once it is back, without a restart.

const UNAVAILABLE = {
  error: {
    message: 'The service is briefly unavailable. Try again in a few seconds.',
    code: 'SERVICE_UNAVAILABLE',
    status: 503,
  },
};
const SPRING = DEMO_IDS.projects.spring;
const LOGIN = { email: 'super@demo.test', password: DEMO_PASSWORD };
const HEALTH_REQUEST = { method: 'GET', url: '/api/health' } as const;
const LOGIN_REQUEST = { method: 'POST', url: '/api/auth-service/auth/login', payload: LOGIN } as const;

function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual(UNAVAILABLE);
  // Nothing of the driver's own words reaches the caller.
  expect(response.body).not.toMatch(/terminat|ECONN|PGlite|Connection/i);
}

/** The app on `db` without the tag order worker: these tests take the database away under it. */
const appOnDb = (db: Db) =>
  buildApp({ config: testConfig(), db, jwtSecret: TEST_JWT_SECRET, logger: false, tagOrderWorker: false });

/** A pg error as node-postgres gives it when the backend is terminated under a statement. */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const resetBySocket = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

/**
 * The real database, but every call throws `state.fail()` while it is set (inside transactions too),
 * wrapped as DatabaseUnavailableError as both Db implementations wrap a connection-class error.
 */
function switchable(db: Db) {
  const state: { fail?: () => Error } = {};
  const failure = () => new DatabaseUnavailableError(state.fail!());
  const wrap = (inner: Db): Db => ({
    query: (sql, params) => (state.fail ? Promise.reject(failure()) : inner.query(sql, params)),
    exec: (sql) => (state.fail ? Promise.reject(failure()) : inner.exec(sql)),
    transaction: (fn) => (state.fail ? Promise.reject(failure()) : inner.transaction((tx) => fn(wrap(tx)))),
  });
  return { db: wrap(db), state };
}

describeWithApp('while every database call fails', (t) => {
  let app: FastifyInstance;
  let state: { fail?: () => Error };
  let authorization = '';

  beforeAll(async () => {
    const wrapped = switchable(t.db);
    state = wrapped.state;
    app = await buildApp({ config: t.config, db: wrapped.db, jwtSecret: TEST_JWT_SECRET, logger: false });
    const login = await app.inject({ method: 'POST', url: '/api/auth-service/auth/login', payload: LOGIN });
    expect(login.statusCode, login.body).toBe(200);
    authorization = `Bearer ${login.json<{ access_token: string }>().access_token}`;
  });
  afterAll(async () => app?.close());

  const requests = () =>
    [
      HEALTH_REQUEST,
      LOGIN_REQUEST,
      { method: 'GET', url: '/api/auth-service/auth/profile', headers: { authorization } },
      { method: 'GET', url: '/api/warehouse/collections', headers: { authorization, project_id: SPRING } },
      {
        method: 'POST',
        url: '/api/warehouse/collections',
        headers: { authorization, project_id: SPRING },
        payload: { name: `Outage ${Math.random()}` },
      },
    ] as const;

  for (const [name, fail] of [
    ['57P01 (the backend terminated)', terminated],
    ['ECONNRESET', resetBySocket],
  ] as const) {
    it(`answers 503 SERVICE_UNAVAILABLE with Retry-After on every endpoint for ${name}, then recovers`, async () => {
      state.fail = fail;
      try {
        for (const request of requests()) expectUnavailable(await app.inject(request));
      } finally {
        delete state.fail;
      }
      const back = await Promise.all(requests().map((request) => app.inject(request)));
      expect(back.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 201]);
    });
  }
});

describe('a PGlite database that is closed (the process shutting down)', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    const { db } = await createSeededTestDatabase('pglite');
    const app = await appOnDb(db);
    try {
      await db.close();
      expectUnavailable(await app.inject(HEALTH_REQUEST));
      expectUnavailable(await app.inject(LOGIN_REQUEST));
    } finally {
      await app.close();
    }
  });
});

describe('a PostgreSQL server that cannot be reached', () => {
  async function appOn(port: number) {
    const db = createPostgresDb({
      connectionString: `postgres://postgres@127.0.0.1:${port}/none`,
      connectionTimeoutMillis: 300,
    });
    const app = await appOnDb(db);
    return { app, close: async () => (await app.close(), await db.close()) };
  }

  it('answers 503 at once when the connection is refused', async () => {
    const { app, close } = await appOn(await freePort());
    try {
      expectUnavailable(await app.inject(HEALTH_REQUEST));
      expectUnavailable(await app.inject(LOGIN_REQUEST));
    } finally {
      await close();
    }
  });

  it('answers 503 within the connect timeout when the server never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { app, close } = await appOn((silent.address() as net.AddressInfo).port);
    try {
      const started = Date.now();
      const answers = await Promise.all([app.inject(HEALTH_REQUEST), app.inject(LOGIN_REQUEST)]);
      for (const answer of answers) expectUnavailable(answer);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

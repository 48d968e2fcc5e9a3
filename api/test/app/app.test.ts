import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { testConfig, TEST_JWT_SECRET } from '../support/test-app.js';

/** These tests need no database rows: the app runs on a stub that answers nothing. */
const noDb: Db = {
  query: async () => [],
  exec: async () => undefined,
  transaction: (fn) => fn(noDb),
};
const build = (overrides = {}, logStream?: Writable) =>
  buildApp({
    config: testConfig(overrides),
    db: noDb,
    jwtSecret: TEST_JWT_SECRET,
    ...(logStream ? { logStream } : { logger: false as const }),
  });

describe('GET /api/openapi.json', () => {
  it('describes every route with its schemas and the bearer scheme', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth-service/auth/login',
        '/api/auth-service/auth/refresh',
        '/api/auth-service/auth/logout',
        '/api/auth-service/auth/profile',
        '/api/auth-service/projects',
        '/api/warehouse/collections',
      ]),
    );
    const login = doc.paths['/api/auth-service/auth/login'].post;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429', '500']));
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/warehouse/collections'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'project_id', in: 'header', required: true })]),
    );
    await app.close();
  });
});

describe('GET /api/docs', () => {
  it('serves the browsable API reference', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    await app.close();
  });
});

describe('errors', () => {
  it('answers an unknown route with 404 in the error shape', async () => {
    const app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { message: 'Route GET /api/nothing-here not found.', code: 'NOT_FOUND', status: 404 },
    });
    await app.close();
  });

  it('hides the details of an internal error behind a plain 500', async () => {
    const app = await build();
    app.get('/api/test-explodes', { config: { access: 'public' } }, async () => {
      throw new Error('secret detail: connection string postgres://user:pw@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { message: 'Internal server error.', code: 'INTERNAL', status: 500 } });
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('refuses anonymous callers on a route that did not opt out of authentication', async () => {
    const app = await build();
    app.get('/api/test-forgot-its-guard', async () => ({ secret: 'data' }));
    const response = await app.inject({ method: 'GET', url: '/api/test-forgot-its-guard' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    await app.close();
  });

  it('answers a malformed JSON body with 400 in the error shape', async () => {
    const app = await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ status: 400, code: expect.any(String), message: expect.any(String) });
    await app.close();
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const app = await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    await app.close();
  });
});

describe('CORS', () => {
  const preflight = async (origin: string, overrides = {}) => {
    const app = await build(overrides);
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth-service/auth/login',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    await app.close();
    return response.headers['access-control-allow-origin'];
  };

  it('allows the standalone dev servers on any localhost port by default', async () => {
    expect(await preflight('http://localhost:3001')).toBe('http://localhost:3001');
    expect(await preflight('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('refuses other origins', async () => {
    expect(await preflight('https://evil.example')).toBeUndefined();
  });

  it('follows CORS_ORIGINS when set', async () => {
    const corsOrigins = ['https://console.example'];
    expect(await preflight('https://console.example', { corsOrigins })).toBe('https://console.example');
    expect(await preflight('http://localhost:3001', { corsOrigins })).toBeUndefined();
  });
});

describe('logging', () => {
  const collect = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, stream };
  };

  it('writes one line per request and per answer by default, and none with LOG_REQUESTS off', async () => {
    for (const [logRequests, expected] of [
      [true, 2],
      [false, 0],
    ] as const) {
      const { lines, stream } = collect();
      const app = await build({ logLevel: 'info', logRequests }, stream);
      await app.inject({ method: 'GET', url: '/api/health' });
      await app.close();
      expect(lines.filter((line) => /incoming request|request completed/.test(line))).toHaveLength(expected);
    }
  });

  it('never writes passwords, tokens or authorization headers to the log', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const app = await build({ logLevel: 'trace' }, stream);
    await app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/refresh',
      headers: { 'x-refresh-token': 'refresh-secret-value', authorization: 'Bearer bearer-secret-value' },
      payload: { email: 'admin@demo.test', password: 'password-secret-value' },
    });
    expect(output).toContain('incoming request');
    expect(output).not.toMatch(/secret-value/);
    await app.close();
  });
});

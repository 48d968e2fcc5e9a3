import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { describeWithApp, testConfig, TEST_JWT_SECRET } from '../support/test-app.js';

describeWithApp('GET /api/health', (t) => {
  it('answers ok after reaching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

it('GET /api/health answers 503 when the database is unreachable', async () => {
  const down: Db = {
    query: () => Promise.reject(new Error('connection refused')),
    exec: () => Promise.reject(new Error('connection refused')),
    transaction: () => Promise.reject(new Error('connection refused')),
  };
  const app = await buildApp({ config: testConfig(), db: down, jwtSecret: TEST_JWT_SECRET, logger: false });
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    error: {
      message: 'The service is briefly unavailable. Try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    },
  });
  await app.close();
});

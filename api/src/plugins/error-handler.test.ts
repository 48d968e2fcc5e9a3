import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/unavailable.js';
import { errorHandlerPlugin } from './error-handler.js';

async function appThrowing(error: () => Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/fail', async () => {
    throw error();
  });
  return app;
}

describe('error handler (ADR 0001)', () => {
  it('answers 503 with Retry-After for a DatabaseUnavailableError, as both Db implementations throw it', async () => {
    const app = await appThrowing(
      () => new DatabaseUnavailableError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    );
    const response = await app.inject({ method: 'GET', url: '/fail' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    await app.close();
  });

  it('does not call a socket error that is not the database (a client that aborted its upload) a database outage', async () => {
    for (const error of [
      () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
      () => Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }),
      () => new Error('Connection terminated unexpectedly'),
    ]) {
      const app = await appThrowing(error);
      const response = await app.inject({ method: 'GET', url: '/fail' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { message: 'Internal server error.', code: 'INTERNAL', status: 500 } });
      await app.close();
    }
  });
});

import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeWithApp } from '../support/test-app.js';
import { loadConfig } from '../../src/config.js';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
/** What `npm start` gives the API, read from the script itself. */
const startTrustProxy = /\bTRUST_PROXY=(\S+)/.exec(rootPackage.scripts.product)?.[1];

describeWithApp("npm start's trusted proxy", (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.buildAnotherApp({
      trustProxy: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: startTrustProxy }).trustProxy,
      login: { maxAttemptsPerEmailAndIp: 10, maxAttemptsPerEmail: 100, maxAttemptsPerIp: 3, windowSeconds: 900 },
    });
  });
  const wrongLogin = (i: number, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/login',
      payload: { email: `proxy${i}@demo.test`, password: 'bad-pass-1' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts a client that reaches the API port itself by its own address, whatever X-Forwarded-For it sends', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await wrongLogin(i, '198.51.100.30', `192.0.2.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('counts a client behind the gateway on this machine by the address the gateway forwards', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await wrongLogin(i, '127.0.0.1', '203.0.113.30')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await wrongLogin(9, '127.0.0.1', '203.0.113.31')).statusCode).toBe(401);
    expect((await wrongLogin(9, '::1', '203.0.113.32')).statusCode).toBe(401);
  });
});

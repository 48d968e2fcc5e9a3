import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../support/test-app.js';
import { DEMO_IDS } from '../../src/seed/demo-data.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp('an unverified user', (t) => {
  const call = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(await t.authHeader('unverified@demo.test')), ...headers } });

  it('still reads their own profile, which tells the console to ask for verification', async () => {
    const response = await call('/api/auth-service/auth/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'unverified@demo.test', is_verified: false });
  });

  for (const [service, url, headers] of [
    ['projects', '/api/auth-service/projects', {}],
    ['warehouse', '/api/warehouse/collections', { project_id: SPRING }],
    ['content', '/api/content/views', { project_id: SPRING }],
    ['events', `/api/events/scan-events?project_id=${SPRING}`, {}],
    ['TED', '/api/events/ted/scan-events', {}],
  ] as const) {
    it(`is refused by the ${service} calls with 403 EMAIL_NOT_VERIFIED`, async () => {
      const response = await call(url, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { message: 'Verify your email address before you continue.', code: 'EMAIL_NOT_VERIFIED', status: 403 },
      });
    });
  }

  it('can still refresh their tokens', async () => {
    const tokens = await t.login('unverified@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/refresh',
      headers: { 'x-refresh-token': tokens.refresh_token },
      payload: { email: 'unverified@demo.test' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('can still log out', async () => {
    const tokens = await t.login('unverified@demo.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/logout',
      headers: { 'x-refresh-token': tokens.refresh_token },
    });
    expect(response.statusCode).toBe(204);
  });
});

describeWithApp('every answer', (t) => {
  it('carries the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('is compressed when it is JSON above 1 KB, and not when it is small', async () => {
    const headers = { ...(await t.authHeader('super@demo.test')), 'accept-encoding': 'br, gzip' };
    const large = await t.app.inject({ method: 'GET', url: `/api/events/scan-events?project_id=${SPRING}`, headers });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(large.rawPayload);
    expect(large.rawPayload.length).toBeLessThan(json.length / 3);
    expect(JSON.parse(json.toString('utf8')).items.length).toBeGreaterThan(0);
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describeWithApp(
  'the general rate limit',
  (t) => {
    it("answers 429 in the API's error shape once a client used up its requests, and other clients go on", async () => {
      const from = (remoteAddress: string) => ({ method: 'GET' as const, url: '/api/health', remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await t.app.inject(from('192.0.2.50'))).statusCode).toBe(200);
      const refused = await t.app.inject(from('192.0.2.50'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: {
          message: expect.stringMatching(/^Too many requests\. Try again in .+\.$/),
          code: 'RATE_LIMITED',
          status: 429,
        },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.app.inject(from('192.0.2.51'))).statusCode).toBe(200);
    });

    describe.runIf(process.env.REDIS_URL)('with REDIS_URL', () => {
      it('shares the count between API processes', async () => {
        const redisUrl = process.env.REDIS_URL;
        const config = { rateLimit: { max: 3, windowSeconds: 60 }, redisUrl };
        const first = await t.buildAnotherApp(config);
        const second = await t.buildAnotherApp(config);
        // Redis outlives the test: a fresh address per run keeps earlier runs' counts out.
        const octet = () => Math.floor(Math.random() * 254) + 1;
        const client = `10.${octet()}.${octet()}.${octet()}`;
        const call = (app: typeof first) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: client });
        expect((await call(first)).statusCode).toBe(200);
        expect((await call(second)).statusCode).toBe(200);
        expect((await call(first)).statusCode).toBe(200);
        expect((await call(second)).statusCode).toBe(429);
      });
    });
  },
  { rateLimit: { max: 3, windowSeconds: 60 } },
);

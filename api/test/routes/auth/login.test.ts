import { expect, it, describe, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeWithApp } from '../../support/test-app.js';

const URL = '/api/auth-service/auth/login';

describeWithApp('POST /api/auth-service/auth/login', (t) => {
  const login = (
    payload: unknown,
    app?: FastifyInstance,
    extra: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => (app ?? t.app).inject({ method: 'POST', url: URL, payload: payload as object, ...extra });

  it('returns an access and a refresh token with ISO expiries', async () => {
    const response = await login({ email: 'admin@demo.test', password: 'demo-pass-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'access_token_expiry',
      'refresh_token',
      'refresh_token_expiry',
    ]);
    expect(body.access_token.split('.')).toHaveLength(3);
    const accessExpiry = Date.parse(body.access_token_expiry);
    expect(new Date(accessExpiry).toISOString()).toBe(body.access_token_expiry);
    expect(accessExpiry - Date.now()).toBeGreaterThan(890_000);
    expect(accessExpiry - Date.now()).toBeLessThanOrEqual(900_000);
    expect(Date.parse(body.refresh_token_expiry) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('accepts the email in any letter case', async () => {
    const response = await login({ email: 'Admin@Demo.TEST', password: 'demo-pass-1' });
    expect(response.statusCode).toBe(200);
  });

  it('lets an unverified user log in (the console sends them to /verification-sent)', async () => {
    const response = await login({ email: 'unverified@demo.test', password: 'demo-pass-1' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrongPassword = await login({ email: 'admin@demo.test', password: 'wrong-pass-1' });
    const unknownEmail = await login({ email: 'nobody@demo.test', password: 'demo-pass-1' });
    const expected = { error: { message: 'Incorrect email or password.', code: 'INVALID_CREDENTIALS', status: 401 } };
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.json()).toEqual(expected);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it.each([
    ['no body', undefined],
    ['a missing email', { password: 'demo-pass-1' }],
    ['a missing password', { email: 'admin@demo.test' }],
    ['an invalid email', { email: 'not-an-email', password: 'demo-pass-1' }],
    ['an empty password', { email: 'admin@demo.test', password: '' }],
    ['a non-string password', { email: 'admin@demo.test', password: { $ne: 1 } }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_name, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toEqual(expect.any(String));
  });

  describe('rate limiting', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await t.buildAnotherApp({
        login: { maxAttemptsPerEmail: 3, maxAttemptsPerIp: 5, windowSeconds: 900 },
      });
    });

    it('refuses an email after its failed attempts run out, even with the right password', async () => {
      const from = { remoteAddress: '198.51.100.1' };
      for (let i = 0; i < 3; i += 1) {
        expect((await login({ email: 'guest@demo.test', password: 'bad-pass-1' }, limited, from)).statusCode).toBe(401);
      }
      const response = await login({ email: 'guest@demo.test', password: 'demo-pass-1' }, limited, {
        remoteAddress: '198.51.100.2',
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error: { message: 'Too many login attempts. Try again later.', code: 'RATE_LIMITED', status: 429 },
      });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // Another email from the same address still works.
      expect((await login({ email: 'admin@demo.test', password: 'demo-pass-1' }, limited, from)).statusCode).toBe(200);
    });

    it('clears the email counter on a successful login', async () => {
      const from = { remoteAddress: '198.51.100.3' };
      for (let round = 0; round < 2; round += 1) {
        for (let i = 0; i < 2; i += 1) {
          expect((await login({ email: 'other@demo.test', password: 'bad-pass-1' }, limited, from)).statusCode).toBe(
            401,
          );
        }
        expect((await login({ email: 'other@demo.test', password: 'demo-pass-1' }, limited, from)).statusCode).toBe(
          200,
        );
      }
    });

    it('refuses an IP address after its failed attempts run out, across emails', async () => {
      const from = { remoteAddress: '198.51.100.4' };
      for (let i = 0; i < 5; i += 1) {
        const response = await login({ email: `someone${i}@demo.test`, password: 'bad-pass-1' }, limited, from);
        expect(response.statusCode).toBe(401);
      }
      const blocked = await login({ email: 'super@demo.test', password: 'demo-pass-1' }, limited, from);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      const elsewhere = await login({ email: 'super@demo.test', password: 'demo-pass-1' }, limited, {
        remoteAddress: '198.51.100.5',
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('counts the client address from X-Forwarded-For (the gateway proxies /api)', async () => {
      const viaGateway = (ip: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 5; i += 1) {
        await login({ email: `proxied${i}@demo.test`, password: 'bad-pass-1' }, limited, viaGateway('203.0.113.9'));
      }
      const blocked = await login(
        { email: 'super@demo.test', password: 'demo-pass-1' },
        limited,
        viaGateway('203.0.113.9'),
      );
      expect(blocked.statusCode).toBe(429);
      const neighbour = await login(
        { email: 'super@demo.test', password: 'demo-pass-1' },
        limited,
        viaGateway('203.0.113.10'),
      );
      expect(neighbour.statusCode).toBe(200);
    });

    it('keeps the counters in the database, shared by every API process', async () => {
      const [row] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM login_attempts WHERE key = 'email:guest@demo.test'`,
      );
      expect(row?.n).toBe(3);
    });
  });
});

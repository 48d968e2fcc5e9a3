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

  it('cannot be locked out: 100 clients fail on an email, and its owner still signs in from another', async () => {
    const email = 'newcomer@demo.test';
    const failures = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login({ email, password: 'bad-pass-1' }, undefined, { remoteAddress: `203.0.113.${i}` }),
      ),
    );
    expect(failures.map((answer) => answer.statusCode)).toEqual(Array(100).fill(401));
    const attacker = await login({ email, password: 'bad-pass-1' }, undefined, { remoteAddress: '203.0.113.7' });
    expect(attacker.statusCode).toBe(429);
    const owner = await login({ email, password: 'demo-pass-1' }, undefined, { remoteAddress: '192.0.2.200' });
    expect(owner.statusCode).toBe(200);
  });

  describe('rate limiting', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await t.buildAnotherApp({
        login: { maxAttemptsPerEmailAndIp: 3, maxAttemptsPerEmail: 6, maxAttemptsPerIp: 5, windowSeconds: 900 },
        trustProxy: true,
      });
    });
    const from = (remoteAddress: string) => ({ remoteAddress });
    const wrong = (email: string) => ({ email, password: 'bad-pass-1' });
    const right = (email: string) => ({ email, password: 'demo-pass-1' });

    it('refuses an email from the client that failed on it, even with the right password, while the owner elsewhere still logs in', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await login(wrong('guest@demo.test'), limited, from('198.51.100.1'))).statusCode).toBe(401);
      }
      const response = await login(right('guest@demo.test'), limited, from('198.51.100.1'));
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error: { message: 'Too many login attempts. Try again later.', code: 'RATE_LIMITED', status: 429 },
      });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect((await login(right('guest@demo.test'), limited, from('198.51.100.2'))).statusCode).toBe(200);
    });

    it('slows a guess spread over many clients: the email refuses every client that already failed on it', async () => {
      for (let i = 0; i < 6; i += 1) {
        expect((await login(wrong('other@demo.test'), limited, from(`198.51.101.${i}`))).statusCode).toBe(401);
      }
      for (let i = 0; i < 6; i += 1) {
        expect((await login(wrong('other@demo.test'), limited, from(`198.51.101.${i}`))).statusCode).toBe(429);
      }
      // A new client gets one guess, then the email's limit holds it too.
      expect((await login(wrong('other@demo.test'), limited, from('198.51.101.50'))).statusCode).toBe(401);
      expect((await login(right('other@demo.test'), limited, from('198.51.101.50'))).statusCode).toBe(429);
      expect((await login(right('other@demo.test'), limited, from('198.51.101.0'))).statusCode).toBe(429);
    });

    it('lets the owner in from a client with no failures on the email, however many others failed on it', async () => {
      for (let i = 0; i < 8; i += 1) {
        expect((await login(wrong('unverified@demo.test'), limited, from(`198.51.103.${i}`))).statusCode).toBe(401);
      }
      expect((await login(right('unverified@demo.test'), limited, from('198.51.103.99'))).statusCode).toBe(200);
    });

    it('counts a parallel burst one by one: only the allowed attempts reach the password check', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => login(wrong('super@demo.test'), limited, from('198.51.102.1'))),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    });

    it('refuses a client after its attempts run out across emails', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await login(wrong(`someone${i}@demo.test`), limited, from('198.51.100.4'))).statusCode).toBe(401);
      }
      const blocked = await login(right('admin@demo.test'), limited, from('198.51.100.4'));
      expect(blocked.statusCode).toBe(429);
      expect((await login(right('admin@demo.test'), limited, from('198.51.100.5'))).statusCode).toBe(200);
    });

    it("does not spend a client's allowance on successful logins (an office signs many people in)", async () => {
      for (let i = 0; i < 8; i += 1) {
        expect((await login(right('admin@demo.test'), limited, from('198.51.100.6'))).statusCode).toBe(200);
      }
    });

    it('counts 100 addresses of one IPv6 /64 as one client (ADR 0004)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i += 1) {
        const address = `2001:db8:51:7::${(i + 1).toString(16)}`;
        statuses.push((await login(wrong(`v6-${i}@demo.test`), limited, from(address))).statusCode);
      }
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(95).fill(429)]);
      const [row] = await t.db.query<{ attempts: number }>(
        `SELECT attempts FROM login_counters WHERE key = 'ip:2001:db8:51:7::/64'`,
      );
      expect(row?.attempts).toBe(100);
      // Another /64 is another client.
      expect((await login(right('admin@demo.test'), limited, from('2001:db8:51:8::1'))).statusCode).toBe(200);
    });

    it('counts the client address from X-Forwarded-For when the proxy is trusted', async () => {
      const viaGateway = (ip: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 5; i += 1) {
        await login(wrong(`proxied${i}@demo.test`), limited, viaGateway('203.0.113.9'));
      }
      expect((await login(right('admin@demo.test'), limited, viaGateway('203.0.113.9'))).statusCode).toBe(429);
      expect((await login(right('admin@demo.test'), limited, viaGateway('203.0.113.10'))).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For unless the proxy is trusted (the default), so a client cannot pick its address', async () => {
      const spoofed = (ip: string) => ({ remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i += 1) {
        await t.app.inject({ method: 'POST', url: URL, payload: wrong('guest@demo.test'), ...spoofed(`192.0.2.${i}`) });
      }
      const [row] = await t.db.query<{ attempts: number }>(
        `SELECT attempts FROM login_counters WHERE key = 'pair:guest@demo.test|198.51.100.7'`,
      );
      expect(row?.attempts).toBe(3);
    });
  });
});

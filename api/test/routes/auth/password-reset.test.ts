import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeWithApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app.js';
import { DEMO_IDS, DEMO_PASSWORD } from '../../../src/seed/demo-data.js';
import { buildApp } from '../../../src/app.js';
import type { Db } from '../../../src/db/db.js';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const REQUEST = '/api/auth-service/auth/password-reset';
const CONFIRM = '/api/auth-service/auth/password-reset/confirm';
const INVALID_LINK = {
  error: { message: 'Your invitation may have expired, or is no longer valid.', code: 'INVALID_LINK', status: 400 },
};

/** Asks for a reset and waits for the mail, which is written after the answer. */
async function ask(t: TestApp, email: string, ip = '10.0.0.1') {
  const response = await t.app.inject({ method: 'POST', url: REQUEST, payload: { email }, remoteAddress: ip });
  await t.app.settled();
  return response;
}
const confirm = (t: TestApp, token: string, password: string) =>
  t.app.inject({ method: 'POST', url: CONFIRM, payload: { token, password } });
const login = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth-service/auth/login', payload: { email, password } });

async function latestLink(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.db.query<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  return /\/reset-password\/([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
}

describeWithApp('password reset', (t) => {
  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const unknown = await ask(t, 'nobody@nowhere.example');
    const known = await ask(t, 'Guest@Demo.test');
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await t.db.query(`SELECT 1 FROM email_outbox WHERE to_address = 'nobody@nowhere.example'`)).toEqual([]);
  });

  it('mails a link whose token is stored only as its SHA-256, expiring in an hour', async () => {
    const token = await latestLink(t, 'guest@demo.test');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.db.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - now()) / 60 AS minutes FROM invitations
       WHERE type = 'RESET_PASSWORD' AND email = 'guest@demo.test' AND is_active`,
    );
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Number(row?.minutes)).toBeGreaterThan(59);
    expect(Number(row?.minutes)).toBeLessThanOrEqual(60);
  });

  it('sets the new password with the newest link, ends every session, and the link never works again', async () => {
    const before = await t.login('guest@demo.test');
    const first = await latestLink(t, 'guest@demo.test');
    await ask(t, 'guest@demo.test');
    const newest = await latestLink(t, 'guest@demo.test');
    expect((await confirm(t, first, 'NewPass123')).json()).toEqual(INVALID_LINK);

    expect((await confirm(t, newest, 'NewPass123')).statusCode).toBe(204);
    expect((await login(t, 'guest@demo.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'guest@demo.test', 'NewPass123')).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/refresh',
      headers: { 'x-refresh-token': before.refresh_token },
      payload: { email: 'guest@demo.test' },
    });
    expect(refresh.statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth-service/auth/profile',
      headers: { authorization: `Bearer ${before.access_token}` },
    });
    expect(profile.statusCode).toBe(401);

    const again = await confirm(t, newest, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
  });

  it('refuses an expired link and a made-up one', async () => {
    await ask(t, 'admin@demo.test');
    const token = await latestLink(t, 'admin@demo.test');
    await t.db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'admin@demo.test'`);
    expect((await confirm(t, token, 'NewPass123')).json()).toEqual(INVALID_LINK);
    expect((await confirm(t, 'made-up', 'NewPass123')).json()).toEqual(INVALID_LINK);
  });

  it.each(['short1', 'no-digits-here', '12345678'])(
    'refuses the weak password %j with 400 naming it',
    async (password) => {
      const response = await confirm(t, 'whatever', password);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('password');
    },
  );

  it('takes letters of any script', async () => {
    await ask(t, 'super@demo.test');
    expect((await confirm(t, await latestLink(t, 'super@demo.test'), 'пароль2026')).statusCode).toBe(204);
    expect((await login(t, 'super@demo.test', 'пароль2026')).statusCode).toBe(200);
  });

  it('refuses a malformed email with 400', async () => {
    expect((await ask(t, 'not-an-email')).statusCode).toBe(400);
  });

  it('limits requests to 5 per email and 20 per client an hour', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await ask(t, 'other@demo.test', '10.0.0.2')).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    const perClient = [];
    for (let i = 0; i < 21; i += 1) perClient.push((await ask(t, `p${i}@x.example`, '10.0.0.3')).statusCode);
    expect(perClient.slice(0, 20).every((code) => code === 202)).toBe(true);
    const last = await ask(t, 'p21@x.example', '10.0.0.3');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });

  it('counts the addresses of one IPv6 /64 as one client (ADR 0004)', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await ask(t, `v6-${i}@x.example`, `2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(202), 429]);
    expect((await ask(t, 'v6-other@x.example', '2001:db8:77:2::1')).statusCode).toBe(202);
  });

  describe('timing', () => {
    it('runs the same statements before answering for an address with no account as for one with an account', async () => {
      const statements: string[] = [];
      const recording = (db: Db): Db => ({
        query: (sql, params) => (statements.push(sql), db.query(sql, params)),
        exec: (sql) => db.exec(sql),
        transaction: (fn) => db.transaction((tx) => fn(recording(tx))),
      });
      const app = await buildApp({
        config: t.config,
        db: recording(t.db),
        jwtSecret: TEST_JWT_SECRET,
        logger: false,
        // No worker polls beside the requests: only their own statements are recorded.
        tagOrderWorker: false,
        webhookWorker: false,
        alertEmailWorker: false,
      });
      const beforeAnswer = async (email: string) => {
        statements.length = 0;
        const response = await app.inject({
          method: 'POST',
          url: REQUEST,
          payload: { email },
          remoteAddress: '10.0.9.1',
        });
        expect(response.statusCode).toBe(202);
        const seen = [...statements];
        await app.settled();
        return seen;
      };
      try {
        const known = await beforeAnswer('newcomer@demo.test');
        expect(known.length).toBeGreaterThan(0);
        expect(await beforeAnswer('nobody-else@nowhere.example')).toEqual(known);
        expect(await latestLink(t, 'newcomer@demo.test')).not.toBe('');
      } finally {
        await app.close();
      }
    });

    it('takes as long for an address with no account as for one with an account (median of 25 paired ratios)', async () => {
      const known = Array.from({ length: 35 }, (_, i) => `timing${i}@demo.test`);
      await t.db.query(
        `INSERT INTO users (email, password_hash, company_id, is_verified)
         SELECT unnest($1::text[]), 'x', $2, true`,
        [known, DEMO_IDS.companies.acme],
      );
      const elapsed = async (email: string, client: number) => {
        const started = performance.now();
        const response = await t.app.inject({
          method: 'POST',
          url: REQUEST,
          payload: { email },
          remoteAddress: `10.1.${client}.1`,
        });
        const took = performance.now() - started;
        expect(response.statusCode).toBe(202);
        // Mail written after one answer, and the garbage it leaves, must not slow the next one down.
        await t.app.settled();
        await new Promise((resolve) => setTimeout(resolve, 5));
        return took;
      };
      const ratios: number[] = [];
      // Each known request is paired with an unknown one right before or after it (alternately), and the
      // medians are of the pairs' ratios: the load of this shared machine changes over seconds, so two
      // neighbouring requests meet the same load. The first 10 pairs warm the code up (the first requests
      // ran several times slower than later ones) and are not counted.
      for (const [i, email] of known.entries()) {
        const unknown = `nobody${i}@nowhere.example`;
        const knownFirst = i % 2 === 0;
        const first = await elapsed(knownFirst ? email : unknown, i);
        const second = await elapsed(knownFirst ? unknown : email, i + 100);
        if (i >= 10) ratios.push(knownFirst ? first / second : second / first);
      }
      const ratio = median(ratios);
      expect(ratio).toBeLessThan(1.4);
      expect(ratio).toBeGreaterThan(1 / 1.4);
    });
  });
});

import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { DEMO_PASSWORD } from '../../../src/seed/demo-data.js';

const REQUEST = '/api/auth-service/auth/password-reset';
const CONFIRM = '/api/auth-service/auth/password-reset/confirm';
const INVALID_LINK = {
  error: { message: 'Your invitation may have expired, or is no longer valid.', code: 'INVALID_LINK', status: 400 },
};

const ask = (t: TestApp, email: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: REQUEST, payload: { email }, remoteAddress: ip });
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
});

import { describe, expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';

const URL = '/api/auth-service/help-requests';
const ask = async (t: TestApp, email: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: URL, headers: await t.authHeader(email), payload });
const request = {
  reply_to: 'guest@demo.test',
  subject: 'Cannot order',
  message: 'The order dialog says my limit is 0.',
};

describeWithApp('POST /help-requests', (t) => {
  it('stores the request and mails it to the support address with the reply address', async () => {
    const response = await ask(t, 'guest@demo.test', request);
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db.query<{ subject: string; reply_to: string; user_id: string }>(
      'SELECT subject, reply_to, user_id FROM help_requests WHERE id = $1',
      [response.json().id],
    );
    expect(stored).toEqual({
      subject: 'Cannot order',
      reply_to: 'guest@demo.test',
      user_id: await t.userId('guest@demo.test'),
    });
    const [mail] = await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      `SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = 'support@console.localhost'
       ORDER BY created_at DESC LIMIT 1`,
    );
    expect(mail?.subject).toBe('[Smart Fingerprint help] Cannot order');
    expect(mail?.text_body).toContain('From: guest@demo.test');
    expect(mail?.text_body).toContain('The order dialog says my limit is 0.');
  });

  it('escapes the message in the HTML part', async () => {
    await ask(t, 'admin@demo.test', { ...request, message: '<img src=x onerror=alert(1)>' });
    const [mail] = await t.db.query<{ html_body: string }>(
      `SELECT html_body FROM email_outbox WHERE to_address = 'support@console.localhost' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(mail?.html_body).not.toContain('<img');
    expect(mail?.html_body).toContain('&#60;img');
  });

  it('takes requests from an unverified user too', async () => {
    expect((await ask(t, 'unverified@demo.test', request)).statusCode).toBe(201);
  });

  it.each([
    ['reply_to', { ...request, reply_to: 'nope' }],
    ['subject', { ...request, subject: '  ' }],
    ['message', { ...request, message: '' }],
    ['message', { ...request, message: 'x'.repeat(5001) }],
    ['subject', { ...request, subject: 'x'.repeat(201) }],
  ])('refuses a bad %s with 400 naming it', async (field, payload) => {
    const response = await ask(t, 'other@demo.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
  });

  it('limits a user to 10 requests an hour', async () => {
    const codes = [];
    for (let i = 0; i < 11; i += 1) codes.push((await ask(t, 'super@demo.test', request)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  describe('without a token (signed out)', () => {
    const askSignedOut = (payload: Record<string, unknown>, ip: string) =>
      t.app.inject({ method: 'POST', url: URL, payload, remoteAddress: ip });

    it('stores the request without a user and mails it to the support address with the address given', async () => {
      const subject = `Cannot verify ${crypto.randomUUID()}`;
      const response = await askSignedOut({ ...request, reply_to: 'Someone@Example.test', subject }, '192.0.2.10');
      expect(response.statusCode).toBe(201);
      const [stored] = await t.db.query<{ user_id: string | null; reply_to: string }>(
        'SELECT user_id, reply_to FROM help_requests WHERE id = $1',
        [response.json().id],
      );
      expect(stored).toEqual({ user_id: null, reply_to: 'Someone@Example.test' });
      const [mail] = await t.db.query<{ text_body: string }>(
        `SELECT text_body FROM email_outbox WHERE to_address = 'support@console.localhost' AND subject LIKE $1`,
        [`%${subject}`],
      );
      expect(mail?.text_body).toContain('From: Someone@Example.test');
    });

    it('answers the same for an address with an account and one without (no user enumeration)', async () => {
      const known = await askSignedOut({ ...request, reply_to: 'admin@demo.test' }, '192.0.2.11');
      const unknown = await askSignedOut({ ...request, reply_to: 'nobody-here@example.test' }, '192.0.2.11');
      expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
      expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
      const [stored] = await t.db.query<{ user_id: string | null }>('SELECT user_id FROM help_requests WHERE id = $1', [
        known.json().id,
      ]);
      expect(stored?.user_id).toBeNull();
    });

    it('validates the body as for a signed-in caller', async () => {
      const response = await askSignedOut({ ...request, reply_to: 'nope' }, '192.0.2.12');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('reply_to');
    });

    it('limits a client to 5 requests an hour', async () => {
      const codes = [];
      for (let i = 0; i < 6; i += 1) {
        codes.push((await askSignedOut({ ...request, reply_to: `sender${i}@example.test` }, '192.0.2.13')).statusCode);
      }
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('limits one reply address to 5 requests an hour, from whichever client', async () => {
      const codes = [];
      for (let i = 0; i < 6; i += 1) {
        codes.push(
          (await askSignedOut({ ...request, reply_to: 'flooded@example.test' }, `198.51.100.${i}`)).statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('refuses a token that is sent but not valid, so a signed-in caller refreshes rather than sends anonymously', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: request,
        headers: { authorization: 'Bearer not-a-jwt' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_TOKEN');
    });
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { describeWithApp } from '../support/test-app.js';
import { DEMO_IDS } from '../../src/seed/demo-data.js';
import { PROJECT_ROLE } from 'shared/contracts/roles';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP listener on a free local port; `reject` makes it refuse recipients. */
async function startSmtpListener() {
  const received: Received[] = [];
  const state = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(state.reject ? new Error(`mailbox ${address.address} unavailable`) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const invite = async (t: Parameters<Parameters<typeof describeWithApp>[1]>[0], app = t.app, email: string) =>
  app.inject({
    method: 'POST',
    url: `/api/auth-service/projects/${DEMO_IDS.projects.spring}/users`,
    headers: await t.authHeader('admin@demo.test'),
    payload: { users: [{ email, projectRoleId: PROJECT_ROLE.GUEST }] },
  });

describeWithApp('email', (t) => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(async () => smtp.close());

  it('sends an invitation over SMTP_URL with a text and an HTML part carrying the product name and the link', async () => {
    const app = await t.buildAnotherApp({ smtpUrl: smtp.url, mailFrom: 'Console <no-reply@console.example>' });
    expect((await invite(t, app, 'mailed@partner.example')).statusCode).toBe(201);
    await app.emailDelivery?.flush();
    const message = smtp.received.find((mail) => mail.to.includes('mailed@partner.example'));
    expect(message).toBeDefined();
    expect(message?.raw).toMatch(/^From: Console <no-reply@console\.example>/m);
    expect(message?.raw).toMatch(
      /^Subject: You are invited to the Spring Collection 2026 project on Smart\s+Fingerprint/m,
    );
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
    expect(message?.raw).toMatch(/join-company\/[\w-]{20,}/);
    const [row] = await t.db.query<{ sent_at: Date | null; attempts: number }>(
      `SELECT sent_at, attempts FROM email_outbox WHERE to_address = 'mailed@partner.example'`,
    );
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it('keeps a message the server refuses, with the error, for a later try', async () => {
    smtp.state.reject = true;
    try {
      const app = await t.buildAnotherApp({ smtpUrl: smtp.url });
      expect((await invite(t, app, 'refused@partner.example')).statusCode).toBe(201);
      await app.emailDelivery?.flush();
      const [row] = await t.db.query<{ sent_at: Date | null; attempts: number; last_error: string; due_in: number }>(
        `SELECT sent_at, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float AS due_in
         FROM email_outbox WHERE to_address = 'refused@partner.example'`,
      );
      expect(row).toMatchObject({ sent_at: null, attempts: 1 });
      expect(row?.last_error).toContain('unavailable');
      expect(row?.due_in).toBeGreaterThan(0);
    } finally {
      smtp.state.reject = false;
    }
  });

  it('without SMTP_URL keeps mail in the outbox, readable by the super user at /api/dev/outbox outside production', async () => {
    expect((await invite(t, t.app, 'outbox@partner.example')).statusCode).toBe(201);
    const headers = await t.authHeader('super@demo.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=Outbox@Partner.example', headers });
    expect(response.statusCode).toBe(200);
    const [mail] = response.json().data;
    expect(mail).toMatchObject({ to: 'outbox@partner.example', sent_at: null });
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:8080\/join-company\/[\w-]{40,}/);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=nope', headers })).statusCode).toBe(400);
  });

  it("shows nobody but the super user the outbox, so nobody can read another account's reset link", async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/password-reset',
      payload: { email: 'super@demo.test' },
    });
    expect(ask.statusCode).toBe(202);
    const url = '/api/dev/outbox?to=super@demo.test';
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('reset-password');
    const admin = await t.app.inject({ method: 'GET', url, headers: await t.authHeader('admin@demo.test') });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.code).toBe('FORBIDDEN');
    await t.app.settled();
    const own = await t.app.inject({ method: 'GET', url, headers: await t.authHeader('super@demo.test') });
    expect(own.json().data[0].text).toContain('/reset-password/');
  });

  it('has no development outbox in production', async () => {
    const production = await t.buildAnotherApp({ nodeEnv: 'production' });
    const response = await production.inject({ method: 'GET', url: '/api/dev/outbox?to=outbox@partner.example' });
    expect(response.statusCode).toBe(404);
  });
});

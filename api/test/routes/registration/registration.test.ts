import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { createInvitation, latestMailedToken } from '../../support/invitations.js';
import { DEMO_IDS, DEMO_PASSWORD } from '../../../src/seed/demo-data.js';
import { PROJECT_ROLE } from 'shared/contracts/roles';

const USERS = '/api/auth-service/users';
const INVALID_LINK = {
  error: { message: 'Your invitation may have expired, or is no longer valid.', code: 'INVALID_LINK', status: 400 },
};

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  password: 'Analytical1',
  accepted_terms: true,
  ...extra,
});
const registerAs = (t: TestApp, payload: Record<string, unknown>, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: USERS, payload, remoteAddress: ip });
const verify = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth-service/invitations/activate/${token}` });
const resend = (t: TestApp, email: string, ip = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth-service/users/verification-email',
    payload: { email },
    remoteAddress: ip,
  });
const userRow = async (t: TestApp, email: string) =>
  (
    await t.db.query<{
      id: string;
      is_verified: boolean;
      first_name: string;
      company_id: string | null;
      terms: boolean;
    }>(
      `SELECT id, is_verified, first_name, company_id, accepted_terms_at IS NOT NULL AS terms FROM users WHERE email = $1`,
      [email],
    )
  )[0];
const profileOf = async (t: TestApp, accessToken: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/auth-service/auth/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json();

describeWithApp('POST /users (registration) and email verification', (t) => {
  describe('self-registration', () => {
    it('creates an unverified account with its names and accepted terms, and mails a 7-day verification link', async () => {
      const response = await registerAs(t, person('Ada@Example.test'));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ status: 'verification-sent' });
      expect(await userRow(t, 'ada@example.test')).toMatchObject({
        is_verified: false,
        first_name: 'Ada',
        company_id: null,
        terms: true,
      });
      const token = await latestMailedToken(t, 'ada@example.test', '/register/verify');
      const [link] = await t.db.query<{ token_hash: string; days: number }>(
        `SELECT token_hash, extract(epoch FROM expires_at - now()) / 86400 AS days FROM invitations
         WHERE type = 'VERIFY_ACCOUNT' AND email = 'ada@example.test' AND is_active`,
      );
      expect(link?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(Number(link?.days)).toBeGreaterThan(6.99);
      expect(Number(link?.days)).toBeLessThanOrEqual(7);
    });

    it('answers an address that has an account exactly like a new one, mails its owner and changes nothing', async () => {
      const existing = await registerAs(t, person('guest@demo.test', { password: 'Takeover99' }));
      const fresh = await registerAs(t, person('brand-new@example.test'));
      expect(existing.statusCode).toBe(fresh.statusCode);
      expect(existing.body).toBe(fresh.body);
      const [mail] = await t.db.query<{ subject: string; text_body: string }>(
        `SELECT subject, text_body FROM email_outbox WHERE to_address = 'guest@demo.test' ORDER BY created_at DESC LIMIT 1`,
      );
      expect(mail?.subject).toBe('You already have a Smart Fingerprint account');
      expect(mail?.text_body).toContain('/forgot-your-password');
      expect(await t.login('guest@demo.test', DEMO_PASSWORD)).toHaveProperty('access_token');
      expect(await t.db.query(`SELECT 1 FROM users WHERE email = 'guest@demo.test' AND first_name = 'Ada'`)).toEqual(
        [],
      );
    });

    it('verifies the address with the link once; the account can then use the console', async () => {
      await registerAs(t, person('verify-me@example.test'));
      const token = await latestMailedToken(t, 'verify-me@example.test', '/register/verify');
      const tokens = await t.login('verify-me@example.test', 'Analytical1');
      expect((await profileOf(t, tokens.access_token)).is_verified).toBe(false);

      expect((await verify(t, token)).statusCode).toBe(204);
      expect((await profileOf(t, tokens.access_token)).is_verified).toBe(true);
      expect((await verify(t, token)).json()).toEqual(INVALID_LINK);
    });

    it.each([
      ['first_name', person('x1@example.test', { first_name: '' })],
      ['first_name', person('x2@example.test', { first_name: '   ' })],
      ['last_name', person('x3@example.test', { last_name: undefined })],
      ['email', person('not-an-email')],
      ['password', person('x4@example.test', { password: 'short1' })],
      ['password', person('x5@example.test', { password: 'no-digits-here' })],
      ['password', person('x6@example.test', { password: '12345678' })],
      ['accepted_terms', person('x7@example.test', { accepted_terms: false })],
      ['invitation_token', person('x8@example.test', { invitation_token: 'bad token!' })],
    ])('refuses a bad %s with 400 naming it, and creates no account', async (field, payload) => {
      const response = await registerAs(t, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      expect(response.json().error.message).toContain(field);
      expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [String(payload.email)])).toEqual([]);
    });

    it('limits registrations to 5 per email and 20 per client an hour', async () => {
      const perEmail = [];
      for (let i = 0; i < 6; i += 1)
        perEmail.push((await registerAs(t, person('again@example.test'), '10.1.0.2')).statusCode);
      expect(perEmail).toEqual([201, 201, 201, 201, 201, 429]);
      const perClient = [];
      for (let i = 0; i < 21; i += 1) {
        perClient.push((await registerAs(t, person(`client-${i}@example.test`), '10.1.0.3')).statusCode);
      }
      expect(perClient.slice(0, 20).every((code) => code === 201)).toBe(true);
      expect(perClient[20]).toBe(429);
    });
  });

  describe('resending the verification email', () => {
    it('mails an unverified account a new link and the older one stops working', async () => {
      await registerAs(t, person('resend@example.test'));
      const first = await latestMailedToken(t, 'resend@example.test', '/register/verify');
      expect((await resend(t, 'Resend@example.test')).statusCode).toBe(202);
      const second = await latestMailedToken(t, 'resend@example.test', '/register/verify');
      expect(second).not.toBe(first);
      expect((await verify(t, first)).json()).toEqual(INVALID_LINK);
      expect((await verify(t, second)).statusCode).toBe(204);
    });

    it('answers 202 for unknown and verified addresses too, and mails neither', async () => {
      const before = await t.db.query('SELECT 1 FROM email_outbox');
      expect((await resend(t, 'nobody@nowhere.example')).statusCode).toBe(202);
      expect((await resend(t, 'admin@demo.test')).statusCode).toBe(202);
      expect((await t.db.query('SELECT 1 FROM email_outbox')).length).toBe(before.length);
    });

    it('refuses a malformed email with 400 and limits resends to 3 per email an hour', async () => {
      expect((await resend(t, 'nope')).statusCode).toBe(400);
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await resend(t, 'unverified@demo.test', '10.1.1.2')).statusCode);
      expect(codes).toEqual([202, 202, 202, 429]);
    });
  });

  describe('verification links', () => {
    it('refuses an expired link, a made-up one and a password-reset link', async () => {
      await registerAs(t, person('late@example.test'));
      const token = await latestMailedToken(t, 'late@example.test', '/register/verify');
      await t.db.query(
        `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'late@example.test'`,
      );
      expect((await verify(t, token)).json()).toEqual(INVALID_LINK);
      expect((await verify(t, 'x'.repeat(43))).json()).toEqual(INVALID_LINK);
      const reset = await createInvitation(t, {
        type: 'RESET_PASSWORD',
        email: 'late@example.test',
        recipientUserId: (await userRow(t, 'late@example.test'))?.id,
      });
      expect((await verify(t, reset)).json()).toEqual(INVALID_LINK);
      expect((await userRow(t, 'late@example.test'))?.is_verified).toBe(false);
    });

    it('refuses a token that cannot be one with 400 VALIDATION_ERROR', async () => {
      const response = await verify(t, 'short');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('registration through an invitation', () => {
    it('signs a company invitee in, verified and in the company; the link works once', async () => {
      const token = await createInvitation(t, {
        type: 'INVITE_COMPANY_USER',
        email: 'joiner@example.test',
        companyId: DEMO_IDS.companies.acme,
      });
      const response = await registerAs(t, person('joiner@example.test', { invitation_token: token }));
      expect(response.statusCode).toBe(201);
      expect(response.json().status).toBe('registered');
      const profile = await profileOf(t, response.json().tokens.access_token);
      expect(profile).toMatchObject({
        email: 'joiner@example.test',
        is_verified: true,
        company: { name: 'Acme Brands' },
      });

      const again = await registerAs(t, person('joiner2@example.test', { invitation_token: token }));
      expect(again.json()).toEqual(INVALID_LINK);
    });

    it('adds a project invitee to the project with the invited role', async () => {
      const token = await createInvitation(t, {
        type: 'PROJECT:NEW_EXTERNAL_USER:USER',
        email: 'outsider@example.test',
        companyId: DEMO_IDS.companies.acme,
        projectId: DEMO_IDS.projects.spring,
        projectRoleId: PROJECT_ROLE.GUEST,
      });
      const response = await registerAs(t, person('outsider@example.test', { invitation_token: token }));
      expect(response.statusCode).toBe(201);
      const [membership] = await t.db.query<{ role_id: number }>(
        `SELECT role_id FROM user_projects WHERE project_id = $1 AND user_id = $2`,
        [DEMO_IDS.projects.spring, (await userRow(t, 'outsider@example.test'))?.id],
      );
      expect(membership?.role_id).toBe(PROJECT_ROLE.GUEST);
      expect((await userRow(t, 'outsider@example.test'))?.company_id).toBeNull();
    });

    it('refuses another address (400) and an address with an account (409), and the link still works', async () => {
      const token = await createInvitation(t, {
        type: 'INVITE_COMPANY_USER',
        email: 'invitee@example.test',
        companyId: DEMO_IDS.companies.acme,
      });
      const other = await registerAs(t, person('someone-else@example.test', { invitation_token: token }));
      expect(other.statusCode).toBe(400);
      expect(other.json().error).toEqual({
        message: 'Register with the email address the invitation was sent to.',
        code: 'OTHER_RECIPIENT',
        status: 400,
      });
      expect(await userRow(t, 'someone-else@example.test')).toBeUndefined();

      const taken = await createInvitation(t, {
        type: 'INVITE_COMPANY_USER',
        email: 'guest@demo.test',
        companyId: DEMO_IDS.companies.globex,
      });
      const exists = await registerAs(t, person('guest@demo.test', { invitation_token: taken }));
      expect(exists.statusCode).toBe(409);
      expect(exists.json().error.message).toBe('This email already has an account. Log in to accept the invitation.');

      expect((await registerAs(t, person('invitee@example.test', { invitation_token: token }))).statusCode).toBe(201);
    });

    it('refuses a cancelled or expired invitation', async () => {
      const cancelled = await createInvitation(t, {
        type: 'INVITE_COMPANY_USER',
        email: 'cancelled@example.test',
        companyId: DEMO_IDS.companies.acme,
      });
      await t.db.query(`UPDATE invitations SET is_active = false WHERE email = 'cancelled@example.test'`);
      expect((await registerAs(t, person('cancelled@example.test', { invitation_token: cancelled }))).json()).toEqual(
        INVALID_LINK,
      );
      const expired = await createInvitation(t, {
        type: 'INVITE_COMPANY_USER',
        email: 'expired@example.test',
        companyId: DEMO_IDS.companies.acme,
      });
      await t.db.query(
        `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'expired@example.test'`,
      );
      expect((await registerAs(t, person('expired@example.test', { invitation_token: expired }))).json()).toEqual(
        INVALID_LINK,
      );
      expect(await userRow(t, 'expired@example.test')).toBeUndefined();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { signAccessToken } from '../../support/tokens.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const URL = '/api/auth-service/auth/profile';

describeWithApp('/api/auth-service/auth/profile', (t) => {
  const get = async (email: string) => t.app.inject({ method: 'GET', url: URL, headers: await t.authHeader(email) });
  const patch = async (email: string, payload?: object) =>
    t.app.inject({ method: 'PATCH', url: URL, headers: await t.authHeader(email), ...(payload ? { payload } : {}) });

  describe('GET /auth/profile', () => {
    it('returns the user with company, system role and role permissions', async () => {
      const response = await get('admin@demo.test');
      expect(response.statusCode).toBe(200);
      const profile = response.json();
      expect(profile).toMatchObject({
        id: await t.userId('admin@demo.test'),
        email: 'admin@demo.test',
        first_name: 'Ada',
        last_name: 'Admin',
        is_verified: true,
        company_id: DEMO_IDS.companies.acme,
        company: {
          id: DEMO_IDS.companies.acme,
          name: 'Acme Brands',
          max_fingerprints: 100_000,
          total_fingerprint_count: 43_000,
          domain: expect.any(String),
          description: expect.any(String),
        },
        system_role: 1,
        role: { id: 1, name: 'ADMIN' },
      });
      expect(new Date(profile.created_at).toISOString()).toBe(profile.created_at);
      const names = profile.role.rolePermissions.map((rp: { permission: { name: string } }) => rp.permission.name);
      expect(names).toContain('project:read');
      expect(names).toContain('collection:read');
      expect(names).not.toContain('company:create');
      expect(names).not.toContain('project:create');
    });

    it('gives the system super user every permission, company:create included', async () => {
      const profile = (await get('super@demo.test')).json();
      expect(profile.system_role).toBe(2);
      expect(profile.role.name).toBe('SUPER_USER');
      const names = profile.role.rolePermissions.map((rp: { permission: { name: string } }) => rp.permission.name);
      expect(names).toEqual(expect.arrayContaining(['company:create', 'project:create', 'tag-order:create']));
    });

    it('never contains the password hash', async () => {
      const response = await get('admin@demo.test');
      expect(response.body).not.toMatch(/password|argon2/i);
    });

    it('shows a user who has not onboarded yet with a null first name', async () => {
      const profile = (await get('newcomer@demo.test')).json();
      expect(profile.first_name).toBeNull();
      expect(profile.is_verified).toBe(true);
    });

    it('shows an unverified user as not verified', async () => {
      expect((await get('unverified@demo.test')).json().is_verified).toBe(false);
    });

    it('refuses a valid token whose user no longer exists', async () => {
      const token = await signAccessToken({ sub: crypto.randomUUID(), sid: crypto.randomUUID() });
      const response = await t.app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'INVALID_TOKEN' });
      expect(response.json().error.message).toContain('jwt');
    });

    itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: URL }));
  });

  describe('PATCH /auth/profile', () => {
    it('saves the names, records the accepted terms and returns the profile', async () => {
      const response = await patch('newcomer@demo.test', {
        first_name: 'Nina',
        last_name: 'Newcomer',
        accepted_terms: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'newcomer@demo.test', first_name: 'Nina', last_name: 'Newcomer' });
      expect(response.body).not.toMatch(/password/i);
      const [row] = await t.db.query<{ accepted: boolean }>(
        `SELECT accepted_terms_at IS NOT NULL AS accepted FROM users WHERE email = 'newcomer@demo.test'`,
      );
      expect(row?.accepted).toBe(true);
      expect((await get('newcomer@demo.test')).json().first_name).toBe('Nina');
    });

    it.each([
      ['accepted_terms false', { first_name: 'A', last_name: 'B', accepted_terms: false }],
      ['accepted_terms as a string', { first_name: 'A', last_name: 'B', accepted_terms: 'true' }],
      ['a missing accepted_terms', { first_name: 'A', last_name: 'B' }],
      ['an empty first_name', { first_name: '', last_name: 'B', accepted_terms: true }],
      ['a blank first_name', { first_name: '   ', last_name: 'B', accepted_terms: true }],
      ['an empty last_name', { first_name: 'A', last_name: '', accepted_terms: true }],
      ['a first_name with a NUL character', { first_name: 'A\u0000B', last_name: 'B', accepted_terms: true }],
      ['a first_name over 100 characters', { first_name: 'x'.repeat(101), last_name: 'B', accepted_terms: true }],
      ['a missing first_name', { last_name: 'B', accepted_terms: true }],
      ['no body', undefined],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_name, payload) => {
      const response = await patch('guest@demo.test', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      expect((await get('guest@demo.test')).json().first_name).toBe('Gus');
    });

    itRefusesUnauthenticatedCallers(t, () => ({
      method: 'PATCH',
      url: URL,
      payload: { first_name: 'A', last_name: 'B', accepted_terms: true },
    }));
  });
});

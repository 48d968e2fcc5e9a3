import type { Account, Tokens } from 'shared';
import { describe, expect, it } from 'vitest';
import { decideGuard } from './guard';

const now = Date.parse('2026-11-22T12:00:00Z');
const tokens = (refreshExpiry: string): Tokens => ({
  access_token: 'a',
  access_token_expiry: '2026-11-22T11:00:00Z',
  refresh_token: 'r',
  refresh_token_expiry: refreshExpiry,
});
const live = tokens('2026-12-22T12:00:00Z');
const account = (overrides: Partial<Account> = {}): Account => ({
  id: 'u1',
  email: 'ada@acme.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  is_verified: true,
  created_at: '2026-01-01T00:00:00Z',
  company_id: 'c1',
  company: null,
  system_role: 1,
  role: { id: 1, name: 'ADMIN', rolePermissions: [] },
  ...overrides,
});

describe('decideGuard (001 §2 guard order)', () => {
  it('sends a visitor without tokens to /logout', () => {
    expect(decideGuard({ tokens: null, account: null }, 'user', now)).toBe('/logout');
  });

  it('sends a session whose refresh token expired to /logout, even with an account', () => {
    expect(decideGuard({ tokens: tokens('2026-11-22T11:59:59Z'), account: account() }, 'user', now)).toBe('/logout');
  });

  it('shows the page to a verified, onboarded user with a sufficient role, even if the access token expired', () => {
    expect(decideGuard({ tokens: live, account: account() }, 'admin', now)).toBe('show');
  });

  it('sends a verified user without a first name to /onboarding before checking the role', () => {
    expect(decideGuard({ tokens: live, account: account({ first_name: null }) }, 'super', now)).toBe('/onboarding');
  });

  it('sends a verified user whose role is too low to /', () => {
    expect(decideGuard({ tokens: live, account: account({ system_role: 1 }) }, 'super', now)).toBe('/');
  });

  it('sends an unverified user to /verification-sent', () => {
    expect(decideGuard({ tokens: live, account: account({ is_verified: false }) }, 'user', now)).toBe(
      '/verification-sent',
    );
  });

  it('sends tokens without a loaded account to /login', () => {
    expect(decideGuard({ tokens: live, account: null }, 'user', now)).toBe('/login');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { firstIssue, useSession, type Account, type Company } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import AdministrationPage, { NO_TEAM } from './administration-page';
import { limitAmountSchema, limitChangeText } from './change-company-limit';
import { newCompanySchema } from './create-company';
import type { AdminUser, CompanyInvitation } from './types';

const acme: Company = {
  id: 'c1',
  name: 'Acme Brands',
  domain: 'https://acme-brands.example',
  description: 'Fashion accessories and fine wines.',
  max_fingerprints: 100_000,
  total_fingerprint_count: 43_000,
  created_at: '2025-05-01T10:00:00.000Z',
};

const account = (company: Company | null, ...permissions: string[]) =>
  ({
    id: 'u1',
    email: 'ada@acme.test',
    first_name: 'Ada',
    last_name: 'Admin',
    company_id: company?.id ?? null,
    company,
    system_role: permissions.includes('company:create') ? 2 : 1,
    role: { id: 1, name: 'ADMIN', rolePermissions: permissions.map((name) => ({ permission: { name } })) },
  }) as Account;

const ada: AdminUser = {
  id: 'u1',
  email: 'ada@acme.test',
  first_name: 'Ada',
  last_name: 'Admin',
  is_verified: true,
  created_at: '2026-01-02T10:00:00.000Z',
};

const invitation = (type: CompanyInvitation['type'], is_active = true): CompanyInvitation => ({
  id: `i-${type}`,
  email: `${type.toLowerCase().replaceAll(':', '-')}@example.test`,
  type,
  is_active,
  company: { id: 'c1', name: 'Acme Brands' },
  project: type === 'PROJECT:NEW_EXTERNAL_USER:USER' ? { id: 'p1', name: 'Wine Labels' } : null,
  invited_by: null,
  created_at: '2026-02-03T10:00:00.000Z',
  expires_at: '2026-02-10T10:00:00.000Z',
});

let api: { close: () => Promise<void> } | undefined;
const asked: string[] = [];
afterEach(async () => {
  await api?.close();
  asked.length = 0;
  useSession.getState().logout();
});

async function serve(me: Account, { users = [ada], invitations = [] as CompanyInvitation[], failUsers = false } = {}) {
  api = await startFakeApi((request) => {
    const url = request.url ?? '';
    asked.push(url);
    if (url === '/auth/auth/profile') return { status: 200, body: me };
    if (url.startsWith('/auth/companies/c1/users')) {
      if (failUsers) return { status: 500, body: { error: { message: 'boom', code: 'INTERNAL', status: 500 } } };
      return { status: 200, body: { data: users, total: users.length } };
    }
    if (url.startsWith('/auth/invitations?'))
      return { status: 200, body: { data: invitations, total: invitations.length } };
    if (url.startsWith('/auth/companies?')) return { status: 200, body: { data: [acme], total: 1 } };
    return undefined;
  });
  useSession.getState().setAccount(me);
}

describe('AdministrationPage', () => {
  it('tells a user without a company to get in touch, with a button to /need-help', async () => {
    await serve(account(null, 'company:read'));
    renderWithProviders(<AdministrationPage />);
    expect(await screen.findByText(NO_TEAM)).toBeTruthy();
    expect(NO_TEAM).toBe("It looks like you aren't part of a team yet. Get in touch with us to help you get started.");
    expect(screen.getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toBe('/need-help');
    expect(screen.queryByText('Fingerprints Available')).toBeNull();
  });

  it("titles the page with the company's name and shows its fingerprints used of the limit", async () => {
    await serve(account(acme, 'company:read'));
    renderWithProviders(<AdministrationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration | Acme Brands' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Administration | Acme Brands'));
    expect(screen.getByText('43,000 of 100,000')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('43');
  });

  it('asks for the users newest first, 15 a page, and sorts on the server when a header is pressed', async () => {
    await serve(account(acme, 'company:read'));
    renderWithProviders(<AdministrationPage />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Ada Admin')).toBeTruthy();
    expect(within(table).getByText('Yes')).toBeTruthy();
    expect(asked).toContain('/auth/companies/c1/users?offset=0&limit=15&sort=created_at&order=desc');
    fireEvent.click(within(table).getByRole('button', { name: /Email verified\?/ }));
    await waitFor(() =>
      expect(asked).toContain('/auth/companies/c1/users?offset=0&limit=15&sort=is_verified&order=desc'),
    );
    expect(
      within(table)
        .getByRole('columnheader', { name: /Email verified\?/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('labels each invitation type as 000 §3 says, and offers to deactivate working company invitations only', async () => {
    const types = [
      'VERIFY_ACCOUNT',
      'INVITE_COMPANY_USER',
      'RESET_PASSWORD',
      'PROJECT:NEW_EXTERNAL_USER:USER',
      'MIGRATE',
    ];
    await serve(account(acme, 'company:read'), { invitations: types.map((type) => invitation(type as never)) });
    renderWithProviders(<AdministrationPage />);
    const table = await screen.findByRole('table', { name: 'Invitations' });
    const labels = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(labels).toEqual([
      'Verify account',
      'Invite to company',
      'Password reset',
      'Invited to project (Wine Labels)',
      'Password reset',
    ]);
    // Only the working company invitation can be deactivated here.
    expect(within(table).getAllByRole('button', { name: /^Deactivate/ })).toHaveLength(1);
  });

  it("says 'No invitations found.' and 'No users found.' for empty tables", async () => {
    await serve(account(acme, 'company:read'), { users: [] });
    renderWithProviders(<AdministrationPage />);
    expect(await screen.findByText('No invitations found.')).toBeTruthy();
    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it('shows a failed list with a retry, and the rest of the page still works', async () => {
    await serve(account(acme, 'company:read'), { failUsers: true });
    renderWithProviders(<AdministrationPage />);
    expect(await screen.findByText('The users could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByText('No invitations found.')).toBeTruthy();
  });

  it('shows the Companies section to company:create holders only', async () => {
    await serve(account(acme, 'company:read'));
    renderWithProviders(<AdministrationPage />);
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Create new company' })).toBeNull();
    await api?.close();

    await serve(account(acme, 'company:read', 'company:create'));
    renderWithProviders(<AdministrationPage />);
    const companies = await screen.findByRole('table', { name: 'Companies' });
    expect(within(companies).getByText('https://acme-brands.example')).toBeTruthy();
    expect(within(companies).getByText('100,000')).toBeTruthy();
    expect(asked).toContain('/auth/companies?offset=0&limit=15&sort=name&order=asc');
  });
});

describe('Create new company', () => {
  const issue = (field: keyof typeof newCompanySchema.entries, value: string) =>
    firstIssue(newCompanySchema.entries[field], value);

  it('requires name, website and description, at most 100, 100 and 200 characters', () => {
    expect(issue('name', ' ')).toBe('Name is required');
    expect(issue('name', 'n'.repeat(101))).toBe('At most 100 characters');
    expect(issue('domain', '')).toBe('Website is required');
    expect(issue('domain', 'd'.repeat(101))).toBe('At most 100 characters');
    expect(issue('description', 'x'.repeat(201))).toBe('At most 200 characters');
    expect(issue('name', 'n'.repeat(100))).toBeNull();
  });

  it("takes a whole fingerprint limit of at most 12 characters: 'Not a valid number', 'Not a valid integer'", () => {
    expect(issue('max_fingerprints', 'lots')).toBe('Not a valid number');
    expect(issue('max_fingerprints', '2.5')).toBe('Not a valid integer');
    expect(issue('max_fingerprints', '1234567890123')).toBe('At most 12 characters');
    expect(issue('max_fingerprints', '-1')).toBe('Must be 0 or more');
    expect(issue('max_fingerprints', '0')).toBeNull();
    expect(v.parse(newCompanySchema, { name: 'A', domain: 'b', description: 'c', max_fingerprints: '0' })).toBeTruthy();
  });
});

describe('Increase Limit', () => {
  it('says the new limit, current plus entered, for a positive or a negative amount', () => {
    expect(limitChangeText(100_000, '5000')).toBe('Limit will be increased to 105,000');
    expect(limitChangeText(100_000, '-5000')).toBe('Limit will be decreased to 95,000');
    expect(limitChangeText(100_000, '')).toBeNull();
    expect(limitChangeText(100_000, 'abc')).toBeNull();
  });

  it("needs a number, and never takes the limit below the company's active count", () => {
    const schema = limitAmountSchema(acme);
    expect(firstIssue(schema, '')).toBe('Not a valid number');
    expect(firstIssue(schema, 'ten')).toBe('Not a valid number');
    expect(firstIssue(schema, '-57000')).toBeNull();
    expect(firstIssue(schema, '-57001')).toBe('The limit cannot go below the 43,000 Fingerprints in use');
  });
});

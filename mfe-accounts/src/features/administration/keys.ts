import { companyKeys } from 'shared';
import type { CompanySort, InvitationSort, TablePage, UserSort } from './types';

/** Under `companyKeys.all`, so a change to a company also refreshes the create-project dialog's list. */
export const adminKeys = {
  account: ['administration', 'account'] as const,
  companiesPage: (page: TablePage<CompanySort>) => [...companyKeys.all, 'page', page] as const,
  users: (companyId: string) => companyKeys.users(companyId),
  usersPage: (companyId: string, page: TablePage<UserSort>, size: number) =>
    [...companyKeys.users(companyId), 'page', page, size] as const,
  invitations: (companyId: string) => [...companyKeys.all, companyId, 'invitations'] as const,
  invitationsPage: (companyId: string, page: TablePage<InvitationSort>, size: number) =>
    [...adminKeys.invitations(companyId), page, size] as const,
};

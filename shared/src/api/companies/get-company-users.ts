import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ListResponse } from '../types';
import { companyKeys } from './keys';

export interface CompanyUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string;
}

export async function getCompanyUsers(companyId: string, signal?: AbortSignal): Promise<CompanyUser[]> {
  const { data } = await api('auth')
    .get(`companies/${encodeURIComponent(companyId)}/users`, { signal })
    .json<ListResponse<CompanyUser>>();
  return data;
}

export const companyUsersQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: companyKeys.users(companyId), queryFn: ({ signal }) => getCompanyUsers(companyId, signal) });

/** A company's users, by name; nothing is fetched until a company is given. */
export function useCompanyUsers(companyId: string) {
  return useQuery({ ...companyUsersQueryOptions(companyId), enabled: Boolean(companyId) });
}

/** 'First Last', or the email when the user has no name yet. */
export const personName = (user: Pick<CompanyUser, 'email' | 'first_name' | 'last_name'>): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email;

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { adminKeys } from './keys';
import { pageParams } from './paging';
import type { AdminUser, Paged, TablePage, UserSort } from './types';

export async function getCompanyUsersPage(
  companyId: string,
  page: TablePage<UserSort>,
  size: number,
  signal?: AbortSignal,
): Promise<Paged<AdminUser>> {
  return api('auth')
    .get(`companies/${encodeURIComponent(companyId)}/users`, { signal, searchParams: pageParams(page, size) })
    .json<Paged<AdminUser>>();
}

/** 000 §2 users table: sorted and paged on the server. */
export const useCompanyUsersPage = (companyId: string, page: TablePage<UserSort>, size: number) =>
  useQuery({
    queryKey: adminKeys.usersPage(companyId, page, size),
    queryFn: ({ signal }) => getCompanyUsersPage(companyId, page, size, signal),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { adminKeys } from './keys';
import { pageParams } from './paging';
import type { CompanyPage, CompanySort, TablePage } from './types';

export const COMPANIES_PAGE_SIZE = 15;

export async function getCompaniesPage(page: TablePage<CompanySort>, signal?: AbortSignal): Promise<CompanyPage> {
  return api('auth')
    .get('companies', { signal, searchParams: pageParams(page, COMPANIES_PAGE_SIZE) })
    .json<CompanyPage>();
}

/** 000 §2 Companies table: sorted and paged on the server; the previous page stays while the next loads. */
export const useCompaniesPage = (page: TablePage<CompanySort>) =>
  useQuery({
    queryKey: adminKeys.companiesPage(page),
    queryFn: ({ signal }) => getCompaniesPage(page, signal),
    placeholderData: keepPreviousData,
  });

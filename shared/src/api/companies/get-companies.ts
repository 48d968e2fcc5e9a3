import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { Company, ListResponse } from '../types';
import { companyKeys } from './keys';

/** 000 §7: the company list is cached for 60 seconds. */
export const COMPANIES_STALE_TIME_MS = 60_000;

export async function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  const { data } = await api('auth').get('companies', { signal }).json<ListResponse<Company>>();
  return data;
}

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.list(),
    queryFn: ({ signal }) => getCompanies(signal),
    staleTime: COMPANIES_STALE_TIME_MS,
  });
}

/** The companies the caller may see: every one for the system super user, otherwise their own. */
export function useCompanies({ enabled = true } = {}) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}

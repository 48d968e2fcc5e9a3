import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { tedKeys } from '../../../api/keys';
import { itemsPageOf, searchParamsOf } from '../../../api/get-ted-scans';
import { toQuery, type TedFilters } from '../../../lib/ted-filters';
import type { TedScanEventQuery, TedSession, TedSessionList } from 'shared/contracts/ted';

export async function fetchTedSessions(query: TedScanEventQuery, signal?: AbortSignal): Promise<TedSessionList> {
  const body = await api('events')
    .get('ted/sessions', { searchParams: searchParamsOf(query), signal })
    .json<unknown>();
  return itemsPageOf<TedSession>(body);
}

export interface TedSessionsRequest {
  filters: TedFilters;
  page: number;
}

/** 001 §2 SESSION VIEW: the sessions holding a scan that passes the filters, grouped and paged by the API. */
export function tedSessionsQueryOptions({ filters, page }: TedSessionsRequest, fetchSessions = fetchTedSessions) {
  return queryOptions({
    queryKey: tedKeys.sessions(filters, page),
    queryFn: ({ signal }) => fetchSessions(toQuery(filters, page, new Date()), signal),
    placeholderData: keepPreviousData,
  });
}

export function useTedSessions(request: TedSessionsRequest) {
  return useQuery(tedSessionsQueryOptions(request));
}

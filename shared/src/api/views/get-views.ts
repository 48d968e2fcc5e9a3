import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ListResponse, ResultViewSummary } from '../types';
import { viewKeys } from './keys';

export async function getViews(projectId: string, signal?: AbortSignal): Promise<ResultViewSummary[]> {
  const { data } = await api('content', { projectId }).get('views', { signal }).json<ListResponse<ResultViewSummary>>();
  return data;
}

export function viewsQueryOptions(projectId: string, fetchViews = getViews) {
  return queryOptions({
    queryKey: viewKeys.list(projectId),
    queryFn: ({ signal }) => fetchViews(projectId, signal),
  });
}

/** The project's result views, newest first (as the API orders them); the views remote and collection assignment use it. */
export function useResultViews(projectId: string, fetchViews = getViews) {
  return useQuery(viewsQueryOptions(projectId, fetchViews));
}

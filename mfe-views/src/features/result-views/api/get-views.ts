import { api, useAsyncData, type ListResponse } from 'shared';
import type { ResultViewSummary } from '../types';
import { viewKeys } from './keys';

export async function getViews(projectId: string): Promise<ResultViewSummary[]> {
  const { data } = await api('content', { projectId }).get('views').json<ListResponse<ResultViewSummary>>();
  return data;
}

/** The project's result views, newest first (as the API orders them). */
export function useResultViews(projectId: string) {
  return useAsyncData(viewKeys.list(projectId), () => getViews(projectId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { tedKeys } from '../../../api/keys';

/** 001 §7 GET /tags/{tagId}/png?size=200: the matched fingerprint, drawn from the tag's seed (never changes). */
export function tagPngQueryOptions(projectId: string, tagId: string) {
  return queryOptions({
    queryKey: tedKeys.tagPng(projectId, tagId),
    queryFn: ({ signal }) =>
      api('warehouse', { projectId })
        .get(`tags/${tagId}/png`, { searchParams: { size: '200' }, signal })
        .blob(),
    staleTime: Infinity,
  });
}

export function useTagPng(projectId: string, tagId: string) {
  return useQuery(tagPngQueryOptions(projectId, tagId));
}

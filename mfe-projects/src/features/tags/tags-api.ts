import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import {
  TAG_SCANS_DEFAULT_LIMIT,
  type TagConsumerViews,
  type TagDetail,
  type TagScanList,
} from 'shared/contracts/tags';
import { tagKeys } from './keys';

const warehouse = (projectId: string) => api('warehouse', { projectId });

export async function lookUpTag(projectId: string, q: string, collectionId?: string): Promise<TagDetail> {
  const searchParams: Record<string, string> = { q };
  if (collectionId) searchParams.collectionId = collectionId;
  return warehouse(projectId).get('tags/lookup', { searchParams }).json<TagDetail>();
}

export function useTag(projectId: string, tagId: string) {
  return useQuery({
    queryKey: tagKeys.tag(projectId, tagId),
    queryFn: ({ signal }) => warehouse(projectId).get(`tags/${tagId}`, { signal }).json<TagDetail>(),
  });
}

/** One page of the tag's scans, newest first; the page shown stays while the next loads. */
export function useTagScans(projectId: string, tagId: string, page: number) {
  const offset = (page - 1) * TAG_SCANS_DEFAULT_LIMIT;
  return useQuery({
    queryKey: tagKeys.scans(projectId, tagId, offset),
    queryFn: ({ signal }) =>
      warehouse(projectId)
        .get(`tags/${tagId}/scans`, { signal, searchParams: { limit: TAG_SCANS_DEFAULT_LIMIT, offset } })
        .json<TagScanList>(),
    placeholderData: keepPreviousData,
  });
}

export function useConsumerViews(projectId: string, tagId: string) {
  return useQuery({
    queryKey: tagKeys.consumerViews(projectId, tagId),
    queryFn: ({ signal }) =>
      warehouse(projectId).get(`tags/${tagId}/consumer-views`, { signal }).json<TagConsumerViews>(),
  });
}

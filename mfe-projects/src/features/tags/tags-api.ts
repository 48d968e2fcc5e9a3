import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, showToast } from 'shared';
import {
  TAG_SCANS_DEFAULT_LIMIT,
  type TagConsumerViews,
  type TagDetail,
  type TagScanList,
} from 'shared/contracts/tags';
import type { TagStatusChangeBody, TagStatusHistory } from 'shared/contracts/tag-status';
import { tagKeys } from './keys';
import { STATUS_LABELS } from './tag-status-labels';

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

export function useTagStatus(projectId: string, tagId: string) {
  return useQuery({
    queryKey: tagKeys.status(projectId, tagId),
    queryFn: ({ signal }) => warehouse(projectId).get(`tags/${tagId}/status`, { signal }).json<TagStatusHistory>(),
  });
}

/**
 * A new status changes the tag's page (its badge) and its history, so both are read again. The toast is
 * raised here, not in the form's own callback: reading the new status back remounts the form, and a
 * remounted form's `mutate` callbacks never run.
 */
export function useSetTagStatus(projectId: string, tagId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TagStatusChangeBody) =>
      warehouse(projectId).put(`tags/${tagId}/status`, { json: change }).json<TagStatusHistory>(),
    onSuccess: (_history, change) => {
      showToast(`Tag status set to ${STATUS_LABELS[change.status]}.`);
      return queryClient.invalidateQueries({ queryKey: tagKeys.tag(projectId, tagId) });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, showToast } from 'shared';
import type { TagDetail } from 'shared/contracts/tags';
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

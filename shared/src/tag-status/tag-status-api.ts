import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TAG_STATUS_LABELS, type TagStatusChangeBody, type TagStatusHistory } from '../contracts/tag-status';
import { api } from '../api/api-client';
import { showToast } from '../ui/toasts';

/** Every query of one tag starts with this key, in whichever remote reads it, so a status change refreshes them all. */
export const tagQueryKey = (projectId: string, tagId: string) => ['project', projectId, 'tag', tagId] as const;

export const tagStatusQueryKey = (projectId: string, tagId: string) =>
  [...tagQueryKey(projectId, tagId), 'status'] as const;

const statusPath = (tagId: string) => `tags/${tagId}/status`;

export function useTagStatus(projectId: string, tagId: string) {
  return useQuery({
    queryKey: tagStatusQueryKey(projectId, tagId),
    queryFn: ({ signal }) =>
      api('warehouse', { projectId }).get(statusPath(tagId), { signal }).json<TagStatusHistory>(),
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
      api('warehouse', { projectId }).put(statusPath(tagId), { json: change }).json<TagStatusHistory>(),
    onSuccess: (_history, change) => {
      showToast(`Tag status set to ${TAG_STATUS_LABELS[change.status]}.`);
      return queryClient.invalidateQueries({ queryKey: tagQueryKey(projectId, tagId) });
    },
  });
}

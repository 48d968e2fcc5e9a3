import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, viewKeys } from 'shared';
import type { EditableView, ResultView } from '../../components/view-renderer/view-types';

export const viewKey = (projectId: string, viewId: string) => [...viewKeys.all(projectId), 'detail', viewId] as const;

export const getView = (projectId: string, viewId: string, signal?: AbortSignal) =>
  api('content', { projectId }).get(`views/${viewId}`, { signal }).json<ResultView>();

export const saveView = (projectId: string, viewId: string, view: EditableView) =>
  api('content', { projectId }).put(`views/${viewId}`, { json: view }).json<ResultView>();

export const useView = (projectId: string, viewId: string) =>
  useQuery({
    queryKey: viewKey(projectId, viewId),
    queryFn: ({ signal }) => getView(projectId, viewId, signal),
    // The editor starts from one copy; a refetch while editing would not change the draft anyway.
    staleTime: Infinity,
  });

/** Saving changes the view and the project's list (names and descriptions show there). */
export function useSaveView(projectId: string, viewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: EditableView) => saveView(projectId, viewId, view),
    onSuccess: (saved) => {
      queryClient.setQueryData(viewKey(projectId, viewId), saved);
      return queryClient.invalidateQueries({ queryKey: viewKeys.list(projectId) });
    },
  });
}

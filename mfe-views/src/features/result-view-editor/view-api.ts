import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, viewKeys } from 'shared';
import type { EditableView, ResultView } from '../../components/view-renderer/view-types';

export const viewKey = (projectId: string, viewId: string) => [...viewKeys.all(projectId), 'detail', viewId] as const;

/** Who saved a view last (the name is the email for a user without one). */
export interface ViewEditor {
  id: string;
  name: string;
  email: string;
}

/** A view as the editor loads and saves it: who saved it last, and the ETag to send as If-Match (ADR 0013). */
export interface EditedView extends ResultView {
  updated_by: ViewEditor | null;
  etag: string | null;
}

type ViewResponse = Awaited<ReturnType<ReturnType<typeof api>['get']>>;

const editedView = async (response: ViewResponse): Promise<EditedView> => ({
  ...(await response.json<Omit<EditedView, 'etag'>>()),
  etag: response.headers.get('etag'),
});

export const getView = async (projectId: string, viewId: string, signal?: AbortSignal) =>
  editedView(await api('content', { projectId }).get(`views/${viewId}`, { signal }));

/** Someone saved the view after the version the draft started from; `theirs` is the view as it is now. */
export class SaveConflict extends Error {
  constructor(readonly theirs: EditedView) {
    super('This view was saved by someone else.');
    this.name = 'SaveConflict';
  }
}

/**
 * Saves over the version `etag` names. When that is no longer the stored one (412), or unknown (a draft
 * kept from before versions), fails with a SaveConflict holding the current view, so the user chooses.
 */
async function saveView(projectId: string, viewId: string, view: EditableView, etag: string | null) {
  if (etag !== null) {
    try {
      const saved = await api('content', { projectId }).put(`views/${viewId}`, {
        json: view,
        headers: { 'if-match': etag },
      });
      return await editedView(saved);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 412)) throw error;
    }
  }
  throw new SaveConflict(await getView(projectId, viewId));
}

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
    mutationFn: ({ view, etag }: { view: EditableView; etag: string | null }) =>
      saveView(projectId, viewId, view, etag),
    onSuccess: (saved) => {
      queryClient.setQueryData(viewKey(projectId, viewId), saved);
      return queryClient.invalidateQueries({ queryKey: viewKeys.list(projectId) });
    },
    onError: (error) => {
      if (error instanceof SaveConflict) queryClient.setQueryData(viewKey(projectId, viewId), error.theirs);
    },
  });
}

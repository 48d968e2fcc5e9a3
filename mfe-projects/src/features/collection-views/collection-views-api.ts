import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared';
import { collectionViewKeys } from './keys';

/** What an assignment says: the view, and the scan state, platform and language it is shown for. */
export interface Assignment {
  view_id: string;
  state: string;
  platform: string;
  language: string;
  is_default: boolean;
}

/** A row of GET /collection-views/{collectionId} (000 §3 collection view assignment). */
export interface CollectionViewEntry extends Assignment {
  id: string;
  collection_id: string;
  view: { id: string; name: string; description: string; created_at: string };
  created_at: string;
}

export async function getCollectionViews(
  projectId: string,
  collectionId: string,
  signal?: AbortSignal,
): Promise<CollectionViewEntry[]> {
  const { collection_views } = await api('content', { projectId })
    .get(`collection-views/${encodeURIComponent(collectionId)}`, { signal })
    .json<{ collection_views: CollectionViewEntry[] }>();
  return collection_views;
}

export const collectionViewsQueryOptions = (projectId: string, collectionId: string) =>
  queryOptions({
    queryKey: collectionViewKeys.list(projectId, collectionId),
    queryFn: ({ signal }) => getCollectionViews(projectId, collectionId, signal),
  });

export function useCollectionViews(projectId: string, collectionId: string) {
  return useQuery(collectionViewsQueryOptions(projectId, collectionId));
}

export interface AssignmentWrites {
  assign: (projectId: string, collectionId: string, assignment: Assignment) => Promise<CollectionViewEntry>;
  change: (projectId: string, entryId: string, assignment: Assignment) => Promise<CollectionViewEntry>;
  remove: (projectId: string, entryId: string) => Promise<void>;
}

export const assignmentWrites: AssignmentWrites = {
  assign: (projectId, collectionId, assignment) =>
    api('content', { projectId })
      .post('collection-views', { json: { collection_id: collectionId, ...assignment } })
      .json<CollectionViewEntry>(),
  change: (projectId, entryId, assignment) =>
    api('content', { projectId })
      .put(`collection-views/${encodeURIComponent(entryId)}`, { json: assignment })
      .json<CollectionViewEntry>(),
  remove: async (projectId, entryId) => {
    await api('content', { projectId }).delete(`collection-views/${encodeURIComponent(entryId)}`);
  },
};

/**
 * Every write can change other entries (a new default clears the language's old one), so each
 * invalidates the collection's whole list.
 */
export function useAssignmentWrites(projectId: string, collectionId: string, writes = assignmentWrites) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: collectionViewKeys.list(projectId, collectionId) });
  return {
    assign: useMutation({
      mutationFn: (assignment: Assignment) => writes.assign(projectId, collectionId, assignment),
      onSuccess,
    }),
    change: useMutation({
      mutationFn: ({ entryId, assignment }: { entryId: string; assignment: Assignment }) =>
        writes.change(projectId, entryId, assignment),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (entryId: string) => writes.remove(projectId, entryId), onSuccess }),
  };
}

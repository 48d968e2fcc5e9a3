import { api, useAsyncData, type AsyncData, type Collection, type ListResponse } from 'shared';

export async function getProjectCollections(projectId: string): Promise<Collection[]> {
  const { data } = await api('warehouse', { projectId }).get('collections').json<ListResponse<Collection>>();
  return data;
}

/** The project's collections, newest first, for the order dialog's table. */
export function useProjectCollections(projectId: string): AsyncData<Collection[]> {
  return useAsyncData(`bulk-download:collections:${projectId}`, () => getProjectCollections(projectId));
}

import { useAsyncData, type AsyncData } from '../ui/use-async-data';
import { api } from './api-client';
import type { Collection, ListResponse } from './types';

/** GET /collections of the warehouse for one project (several remotes and the collection frame need it). */
export async function getProjectCollections(projectId: string): Promise<Collection[]> {
  const { data } = await api('warehouse', { projectId }).get('collections').json<ListResponse<Collection>>();
  return data;
}

/** The project's collections, newest first. */
export function useProjectCollections(projectId: string): AsyncData<Collection[]> {
  return useAsyncData(`collections:${projectId}`, () => getProjectCollections(projectId));
}

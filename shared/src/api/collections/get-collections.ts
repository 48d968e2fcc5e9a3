import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { Collection } from '../types';
import { collectionKeys } from './keys';

interface CollectionPage {
  data: Collection[];
  continuationToken?: string;
}

/**
 * Every collection of the project, newest first: GET /collections follows `continuationToken` until it
 * is absent (001 §7). Several remotes and the collection frame need it.
 */
export async function getProjectCollections(projectId: string, signal?: AbortSignal): Promise<Collection[]> {
  const all: Collection[] = [];
  let token: string | undefined;
  do {
    const page: CollectionPage = await api('warehouse', { projectId })
      .get('collections', { signal, searchParams: token ? { continue: token } : {} })
      .json<CollectionPage>();
    all.push(...page.data);
    token = page.continuationToken;
  } while (token);
  return all;
}

export function collectionsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: collectionKeys.list(projectId),
    queryFn: ({ signal }) => getProjectCollections(projectId, signal),
  });
}

/** The project's collections, newest first. `fresh` refetches on mount even when cached (tag counts move). */
export function useProjectCollections(projectId: string, { fresh = false } = {}) {
  return useQuery({ ...collectionsQueryOptions(projectId), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
}

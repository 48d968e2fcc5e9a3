import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, collectionKeys, type Collection } from 'shared';
import { NewCollection } from 'shared/contracts/collections';
import { trimmedText } from 'shared/contracts/common';
import * as v from 'valibot';

/** 001 §5: collectionName is required; checked as the API checks it. */
export const collectionNameSchema = trimmedText(NewCollection.entries.name);

export async function createCollection(projectId: string, name: string): Promise<Collection> {
  return api('warehouse', { projectId })
    .post('collections', { json: { name: v.parse(collectionNameSchema, name) } satisfies NewCollection })
    .json<Collection>();
}

export function useCreateCollection(projectId: string, create = createCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => create(projectId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.list(projectId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, collectionKeys, type Collection } from 'shared';
import type { NewCollection } from 'shared/contracts/collections';
import * as v from 'valibot';

/** 001 §5: collectionName is required. The API's limit is 255. */
export const collectionNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Collection name is required'),
  v.maxLength(255, 'At most 255 characters'),
);

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

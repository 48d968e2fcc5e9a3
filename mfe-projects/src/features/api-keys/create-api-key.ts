import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared';
import { NewApiKey } from 'shared/contracts/api-keys';
import { apiKeyKeys } from './keys';
import type { CreatedApiKey } from './types';

/** 001 §8, verbatim: what a failed create shows. */
export const CREATE_FAILED = 'Something went wrong.';

/** Checked as the API checks them: at least one, each a permission it knows. */
export const scopesSchema = NewApiKey.entries.scopes;

export async function createApiKey(projectId: string, scopes: string[]): Promise<CreatedApiKey> {
  return api('auth').post('api-keys', { json: { projectId, scopes } }).json<CreatedApiKey>();
}

/** A new key joins the project's list. */
export function useCreateApiKey(projectId: string, create = createApiKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scopes: string[]) => create(projectId, scopes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(projectId) }),
  });
}

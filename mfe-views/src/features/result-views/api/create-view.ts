import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateViewBody } from 'shared/contracts/views';
import * as v from 'valibot';
import { api, viewKeys } from 'shared';
import type { ResultView } from '../types';

/** 001 §5: a new result view needs a name and a description. Limits match the API's. */
export const createViewSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required'), v.maxLength(100, 'At most 100 characters')),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Description is required'),
    v.maxLength(500, 'At most 500 characters'),
  ),
});

export type CreateViewInput = v.InferInput<typeof createViewSchema>;

/** Creates the view with the API's placeholder content. */
export async function createView(projectId: string, input: CreateViewInput): Promise<ResultView> {
  const json: CreateViewBody = v.parse(createViewSchema, input);
  return api('content', { projectId }).post('views', { json }).json<ResultView>();
}

/** Creating a view changes the project's list of views, and nothing else. */
export function useCreateView(projectId: string, create = createView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateViewInput) => create(projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewKeys.list(projectId) }),
  });
}

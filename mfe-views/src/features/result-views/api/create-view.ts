import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trimmedText } from 'shared/contracts/common';
import { CreateViewBody } from 'shared/contracts/views';
import * as v from 'valibot';
import { api, viewKeys } from 'shared';
import type { ResultView } from '../types';

/** 001 §5: a new result view needs a name and a description, checked as the API checks them. */
export const createViewSchema = v.object({
  name: trimmedText(CreateViewBody.entries.name),
  description: trimmedText(CreateViewBody.entries.description),
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

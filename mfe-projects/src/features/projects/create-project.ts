import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, projectKeys, type Project } from 'shared';
import type { NewProject } from 'shared/contracts/projects';
import * as v from 'valibot';

/** 001 §5: the name is required. The API's limit is 100. */
export const projectNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Project name is required'),
  v.maxLength(100, 'At most 100 characters'),
);

export const companySchema = v.pipe(v.string(), v.nonEmpty('Choose the company that owns the project'));

export type { NewProject };

export async function createProject(project: NewProject): Promise<Project> {
  return api('auth')
    .post('projects', { json: { ...project, name: v.parse(projectNameSchema, project.name) } })
    .json<Project>();
}

/** A new project joins every projects list. */
export function useCreateProject(create = createProject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, projectKeys, type Project } from 'shared';
import { trimmedText } from 'shared/contracts/common';
import { NewProject } from 'shared/contracts/projects';
import * as v from 'valibot';

/** 001 §5: the name is required; checked as the API checks it. */
export const projectNameSchema = trimmedText(NewProject.entries.name);

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

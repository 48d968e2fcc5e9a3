import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, companyKeys, projectKeys, type ListResponse, type Project } from 'shared';
import * as v from 'valibot';

/** 001 §5: the name is required. The API's limit is 100. */
export const projectNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Project name is required'),
  v.maxLength(100, 'At most 100 characters'),
);

export const companySchema = v.pipe(v.string(), v.nonEmpty('Choose the company that owns the project'));

export interface NewProject {
  name: string;
  companyId: string;
  /** Ids of the company's users who join the project. */
  users: string[];
}

export interface CompanyUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string;
}

export async function getCompanyUsers(companyId: string, signal?: AbortSignal): Promise<CompanyUser[]> {
  const { data } = await api('auth')
    .get(`companies/${encodeURIComponent(companyId)}/users`, { signal })
    .json<ListResponse<CompanyUser>>();
  return data;
}

export const companyUsersQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: companyKeys.users(companyId), queryFn: ({ signal }) => getCompanyUsers(companyId, signal) });

export function useCompanyUsers(companyId: string) {
  return useQuery({ ...companyUsersQueryOptions(companyId), enabled: Boolean(companyId) });
}

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

export const userLabel = (user: CompanyUser): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email;

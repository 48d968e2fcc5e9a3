import type { ProjectFilters } from './get-projects';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ProjectFilters) => [...projectKeys.lists(), filters] as const,
  /** Under the project's namespace, so everything about one project can be dropped together. */
  mine: (projectId: string) => ['project', projectId, 'mine'] as const,
};

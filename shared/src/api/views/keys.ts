export const viewKeys = {
  all: (projectId: string) => ['project', projectId, 'views'] as const,
  list: (projectId: string) => [...viewKeys.all(projectId), 'list'] as const,
};

export const collectionKeys = {
  all: (projectId: string) => ['project', projectId, 'collections'] as const,
  list: (projectId: string) => [...collectionKeys.all(projectId), 'list'] as const,
};

export const tagOrderKeys = {
  all: (projectId: string) => ['project', projectId, 'tag-orders'] as const,
  list: (projectId: string, collectionId: string) => [...tagOrderKeys.all(projectId), collectionId] as const,
};

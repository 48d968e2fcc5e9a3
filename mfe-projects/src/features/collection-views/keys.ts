export const collectionViewKeys = {
  list: (projectId: string, collectionId: string) =>
    ['project', projectId, 'collections', collectionId, 'result-views'] as const,
};

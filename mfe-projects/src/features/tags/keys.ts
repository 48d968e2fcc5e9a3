export const tagKeys = {
  tag: (projectId: string, tagId: string) => ['project', projectId, 'tag', tagId] as const,
  status: (projectId: string, tagId: string) => ['project', projectId, 'tag', tagId, 'status'] as const,
  scans: (projectId: string, tagId: string, offset: number) =>
    ['project', projectId, 'tag', tagId, 'scans', { offset }] as const,
  consumerViews: (projectId: string, tagId: string) => ['project', projectId, 'tag', tagId, 'consumer-views'] as const,
};

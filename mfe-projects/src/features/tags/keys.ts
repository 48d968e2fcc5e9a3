export const tagKeys = {
  tag: (projectId: string, tagId: string) => ['project', projectId, 'tag', tagId] as const,
  status: (projectId: string, tagId: string) => ['project', projectId, 'tag', tagId, 'status'] as const,
};

import { tagQueryKey } from 'shared';

// Under the tag's key from shared, which a status change (here or in TED) invalidates.
export const tagKeys = {
  tag: tagQueryKey,
  scans: (projectId: string, tagId: string, offset: number) =>
    [...tagQueryKey(projectId, tagId), 'scans', { offset }] as const,
  consumerViews: (projectId: string, tagId: string) => [...tagQueryKey(projectId, tagId), 'consumer-views'] as const,
};

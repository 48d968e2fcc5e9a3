export const printQualityKeys = {
  report: (projectId: string, collectionId: string, weeks: number) =>
    ['project', projectId, 'print-quality', collectionId, weeks] as const,
};

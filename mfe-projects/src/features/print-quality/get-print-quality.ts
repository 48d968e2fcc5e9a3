import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { printQualityKeys } from './keys';
import type { PrintQualityReport } from './types';

export async function getPrintQuality(
  projectId: string,
  collectionId: string,
  weeks: number,
  signal?: AbortSignal,
): Promise<PrintQualityReport> {
  return api('warehouse', { projectId })
    .get(`collections/${collectionId}/print-quality`, { searchParams: { weeks }, signal })
    .json<PrintQualityReport>();
}

export function printQualityQueryOptions(projectId: string, collectionId: string, weeks: number) {
  return queryOptions({
    queryKey: printQualityKeys.report(projectId, collectionId, weeks),
    queryFn: ({ signal }) => getPrintQuality(projectId, collectionId, weeks, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePrintQuality(projectId: string, collectionId: string, weeks: number) {
  return useQuery(printQualityQueryOptions(projectId, collectionId, weeks));
}

import { useAsyncData, type AsyncData } from 'shared';
import { cleanScans, fetchAllScanEvents } from './get-scan-events';
import { rangeToQuery } from './date-range';
import type { DateRange, ScanEvent } from './types';

/**
 * The project's scans for the range, deduplicated and with a tag. A failed fetch puts the state in
 * error and is logged (001 §8, by useAsyncData); panels show it with a Retry.
 */
export function useScans(projectId: string, range: DateRange): AsyncData<ScanEvent[]> {
  return useAsyncData(`scan-events:${projectId}:${range.start}_${range.end}`, async () =>
    cleanScans(await fetchAllScanEvents({ projectId, ...rangeToQuery(range) })),
  );
}

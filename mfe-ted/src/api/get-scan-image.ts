import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { tedKeys } from './keys';

const SCAN_IMAGE_PATH = /\/ted\/scan-images\/([0-9a-f]{64}\.(?:jpg|png))$/;

/** The file of a scan image URL the events API made, or null for any other URL (never sent the session's token). */
export function scanImageFile(url: string): string | null {
  return SCAN_IMAGE_PATH.exec(url)?.[1] ?? null;
}

/**
 * A scan image is for super users only, so it is fetched with the session's token rather than by an
 * `<img src>`; its URL is its content's hash, so it never goes stale (the browser caches it too).
 */
export function scanImageQueryOptions(url: string) {
  const file = scanImageFile(url);
  return queryOptions({
    queryKey: tedKeys.scanImage(url),
    queryFn: ({ signal }) => api('events').get(`ted/scan-images/${file}`, { signal }).blob(),
    enabled: file !== null,
    staleTime: Infinity,
  });
}

export function useScanImage(url: string) {
  return useQuery(scanImageQueryOptions(url));
}

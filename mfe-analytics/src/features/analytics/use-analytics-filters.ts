import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFilters, writeFilters } from './filters';
import type { AnalyticsFilters } from './types';

/**
 * The filters of the query string and a setter that changes only the given ones. Filters committed
 * close together (several inputs waiting out their pause at once) must all land: react-router hands
 * each setter the URL of the last render, so a write that the page has not rendered yet would be
 * lost. Each write therefore builds on the previous write until the page has caught up with it.
 */
export function useAnalyticsFilters(): [AnalyticsFilters, (patch: Partial<AnalyticsFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const writes = useRef<string[]>([]);

  useEffect(() => {
    const at = writes.current.indexOf(params.toString());
    // Caught up with the last write, or moved by something else (back button, date range): start afresh.
    if (at === -1 || at === writes.current.length - 1) writes.current = [];
  }, [params]);

  const setFilters = (patch: Partial<AnalyticsFilters>) =>
    setParams((current) => {
      const base = new URLSearchParams(writes.current.at(-1) ?? current);
      const next = writeFilters(base, { ...parseFilters(base), ...patch });
      writes.current.push(next.toString());
      return next;
    });

  return [parseFilters(params), setFilters];
}

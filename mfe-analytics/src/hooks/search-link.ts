import { useSearchParams } from 'react-router-dom';

/** Takes a copy of the latest query string and returns the next one. */
export type LinkPatch = (latest: URLSearchParams) => URLSearchParams;
export type WriteLink = (patch: LinkPatch, options?: { replace?: boolean }) => void;

/**
 * The query string as rendered, and the one way the page writes it: filters, range, view options and map
 * view. A write builds on the address bar, not on the render: react-router renders each navigation in a
 * transition, which lagged the history by 3.3 s while the map loaded, and a write built on that render
 * undid the writes made in between (a ticked scanner lost when a country was typed).
 */
export function useSearchLink(): [URLSearchParams, WriteLink] {
  const [params, setParams] = useSearchParams();
  const writeLink: WriteLink = (patch, options) =>
    setParams(() => patch(new URLSearchParams(window.location.search)), options);
  return [params, writeLink];
}

import { useSearchLink } from './search-link';

/** How the page shows the selection, kept in the query string beside the filters so a link keeps them too. */
export interface ViewOptions {
  /** `compare=previous`: the daily chart and total also show the previous period. */
  comparePrevious: boolean;
  /** `excludeTentative=true`: 'Flagged Scans' leaves tentative flags out (001 §4). */
  excludeTentative: boolean;
}

export function parseViewOptions(params: URLSearchParams): ViewOptions {
  return {
    comparePrevious: params.get('compare') === 'previous',
    excludeTentative: params.get('excludeTentative') === 'true',
  };
}

/** Writes the options; an option that is off is left out of the link. */
export function writeViewOptions(params: URLSearchParams, options: ViewOptions): URLSearchParams {
  if (options.comparePrevious) params.set('compare', 'previous');
  else params.delete('compare');
  if (options.excludeTentative) params.set('excludeTentative', 'true');
  else params.delete('excludeTentative');
  return params;
}

export function useViewOptions(): [ViewOptions, (patch: Partial<ViewOptions>) => void] {
  const [params, writeLink] = useSearchLink();
  const setOptions = (patch: Partial<ViewOptions>) =>
    writeLink((latest) => writeViewOptions(latest, { ...parseViewOptions(latest), ...patch }));
  return [parseViewOptions(params), setOptions];
}

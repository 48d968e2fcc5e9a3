import { useSearchState, type SearchCodec } from 'shared';

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

const viewOptionsInLink: SearchCodec<ViewOptions> = { read: parseViewOptions, write: writeViewOptions };

export function useViewOptions(): [ViewOptions, (patch: Partial<ViewOptions>) => void] {
  const [options, setOptions] = useSearchState(viewOptionsInLink);
  return [options, (patch) => setOptions((latest) => ({ ...latest, ...patch }))];
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How one piece of a page's state lives in the query string. */
export interface SearchCodec<Value> {
  /** The value the query string stands for, normalised: a missing or unusable parameter reads as its default. */
  read: (params: URLSearchParams) => Value;
  /** Sets, or deletes, the value's parameters on `params`. */
  write: (params: URLSearchParams, value: Value) => void;
}

export type SetSearchState<Value> = (next: Value | ((latest: Value) => Value), options?: { replace?: boolean }) => void;

const addressBar = () => new URLSearchParams(window.location.search);

/**
 * A page's state kept in the query string: read normalised at every render, written by event handlers.
 *
 * A write builds on the address bar, not on the render: react-router renders each navigation in a
 * transition, which lagged the history by 3.3 s while the analytics map loaded, and a write built on that
 * render undid the writes made in between (a ticked scanner lost when a country was typed). A write that
 * changes nothing navigates nowhere.
 *
 * `canonical`: once the value can be read (e.g. a default range that ends on the project's today), a query
 * string that says it otherwise is replaced by the normalised one, so the link reproduces what the page shows.
 */
export function useSearchState<Value>(
  codec: SearchCodec<Value>,
  { canonical = false }: { canonical?: boolean } = {},
): [Value, SetSearchState<Value>] {
  const [params, setParams] = useSearchParams();
  const value = codec.read(params);

  const search = params.toString();
  const normalised = new URLSearchParams(params);
  codec.write(normalised, value);
  const canonicalSearch = canonical ? normalised.toString() : search;
  useEffect(() => {
    // Only over what this render read: a newer address bar is normalised when it renders.
    if (canonicalSearch === search || addressBar().toString() !== search) return;
    setParams(new URLSearchParams(canonicalSearch), { replace: true });
  }, [canonicalSearch, search, setParams]);

  const setValue: SetSearchState<Value> = (next, options) => {
    const latest = addressBar();
    const before = latest.toString();
    codec.write(latest, next instanceof Function ? next(codec.read(latest)) : next);
    if (latest.toString() !== before) setParams(latest, options);
  };
  return [value, setValue];
}

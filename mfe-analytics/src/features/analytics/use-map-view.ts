import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatMapView, parseMapView, WORLD_VIEW, type MapViewState } from './map-view';

/** How long the map rests before its view is written to the link. */
const WRITE_AFTER_MS = 500;

/**
 * The map's view, opened from the link's `map` and written back to it (replacing the history entry) once
 * the map rests, so Share and a reload keep it. The whole world is left out of the link.
 */
export function useMapView(): [MapViewState, (view: MapViewState) => void] {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState(() => parseMapView(params.get('map')) ?? WORLD_VIEW);
  const [resting] = useDebouncedValue(view, WRITE_AFTER_MS);
  const written = params.get('map');

  useEffect(() => {
    const link = formatMapView(resting);
    const next = link === formatMapView(WORLD_VIEW) ? null : link;
    if (next === written) return;
    // Built on the address bar, not on the last render's URL: a filter or date written a moment ago and not
    // rendered yet must not be undone by the map.
    const current = new URLSearchParams(window.location.search);
    if (next) current.set('map', next);
    else current.delete('map');
    setParams(current, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the resting view differs from the link
  }, [resting]);

  return [view, setView];
}

import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { formatMapView, parseMapView, WORLD_VIEW, type MapViewState } from '../map-view';
import { useSearchLink } from '../../../hooks/search-link';

/** How long the map rests before its view is written to the link. */
const WRITE_AFTER_MS = 500;

/**
 * The map's view, opened from the link's `map` and written back to it (replacing the history entry) once
 * the map rests, so Share and a reload keep it. The whole world is left out of the link.
 */
export function useMapView(): [MapViewState, (view: MapViewState) => void] {
  const [params, writeLink] = useSearchLink();
  const [view, setView] = useState(() => parseMapView(params.get('map')) ?? WORLD_VIEW);
  const [resting] = useDebouncedValue(view, WRITE_AFTER_MS);
  const written = params.get('map');

  useEffect(() => {
    const link = formatMapView(resting);
    const next = link === formatMapView(WORLD_VIEW) ? null : link;
    if (next === written) return;
    writeLink(
      (latest) => {
        if (next) latest.set('map', next);
        else latest.delete('map');
        return latest;
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the resting view differs from the link
  }, [resting]);

  return [view, setView];
}

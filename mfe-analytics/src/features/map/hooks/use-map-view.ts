import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchState, type SearchCodec } from 'shared';
import { formatMapView, parseMapView, WORLD_VIEW, type MapViewState } from '../map-view';

/** How long the map rests before its view is written to the link. */
const WRITE_AFTER_MS = 500;

/** `map=latitude,longitude,zoom`; the whole world is left out of the link. */
const mapViewInLink: SearchCodec<MapViewState> = {
  read: (params) => parseMapView(params.get('map')) ?? WORLD_VIEW,
  write: (params, view) => {
    const link = formatMapView(view);
    if (link === formatMapView(WORLD_VIEW)) params.delete('map');
    else params.set('map', link);
  },
};

/**
 * The map's view, opened from the link's `map` and written back to it (replacing the history entry) once
 * the map rests, so Share and a reload keep it.
 */
export function useMapView(): [MapViewState, (view: MapViewState) => void] {
  const [linked, writeLink] = useSearchState(mapViewInLink, { canonical: true });
  const [view, setView] = useState(linked);
  const writeOnceResting = useDebouncedCallback(
    (resting: MapViewState) => writeLink(resting, { replace: true }),
    WRITE_AFTER_MS,
  );
  const moveTo = (next: MapViewState) => {
    setView(next);
    writeOnceResting(next);
  };
  return [view, moveTo];
}

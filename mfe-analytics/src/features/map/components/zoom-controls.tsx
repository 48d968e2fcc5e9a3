import { ActionIcon, Group } from '@mantine/core';
import { MAP_MAX_ZOOM } from 'shared/contracts/scan-map';
import { MAP_MIN_ZOOM, WORLD_VIEW, zoomBy, type MapViewState } from '../map-view';

/** Buttons for what the mouse wheel does, so the map's zoom works by keyboard too. */
export function ZoomControls({ view, onChange }: { view: MapViewState; onChange: (view: MapViewState) => void }) {
  return (
    <Group gap={4} style={{ position: 'absolute', top: 8, right: 8 }}>
      <ActionIcon
        variant="default"
        aria-label="Zoom in"
        disabled={view.zoom >= MAP_MAX_ZOOM}
        onClick={() => onChange(zoomBy(view, 1))}
      >
        +
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label="Zoom out"
        disabled={view.zoom <= MAP_MIN_ZOOM}
        onClick={() => onChange(zoomBy(view, -1))}
      >
        −
      </ActionIcon>
      <ActionIcon variant="default" aria-label="Show the whole world" onClick={() => onChange(WORLD_VIEW)}>
        ⌂
      </ActionIcon>
    </Group>
  );
}

import 'maplibre-gl/dist/maplibre-gl.css';
import type { CSSProperties } from 'react';
import { Map as MapLibreMap } from 'react-map-gl/maplibre';
import type { MapViewState } from '../map-view';

const FILL: CSSProperties = { position: 'absolute', inset: 0 };

/** A configured MapLibre style under deck.gl's layers; deck.gl handles the gestures and drives this view. */
export default function MapLibreBasemap({ styleUrl, view }: { styleUrl: string; view: MapViewState }) {
  return <MapLibreMap mapStyle={styleUrl} {...view} interactive={false} style={FILL} />;
}

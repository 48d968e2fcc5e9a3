import { useElementSize } from '@mantine/hooks';
import { WebMercatorViewport, type PickingInfo } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { DeckGL } from '@deck.gl/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MAP_MAX_ZOOM } from 'shared/contracts/scan-map';
import {
  MAP_MIN_ZOOM,
  areaOfBounds,
  clusterLabel,
  clusterRadius,
  zoomIntoCluster,
  type MapArea,
  type MapCluster,
  type MapViewState,
} from '../map-view';
import { WorldBasemapCanvas } from './world-basemap-canvas';

const MapLibreBasemap = lazy(() => import('./maplibre-basemap'));

export interface ScanMapProps {
  view: MapViewState;
  onViewChange: (view: MapViewState) => void;
  /** The area on screen, snapped to the API's grid, whenever the view or the map's size changes. */
  onAreaChange: (area: MapArea) => void;
  clusters: MapCluster[];
  /** A cluster clicked at the maximum zoom, with where it was clicked on the map, in pixels. */
  onOpenCluster: (cluster: MapCluster, at: { x: number; y: number }) => void;
  /** A MapLibre style URL from the runtime config; empty draws the shipped world map. */
  styleUrl: string;
}

const CLUSTER_FILL: [number, number, number] = [25, 113, 194];
const WHITE: [number, number, number] = [255, 255, 255];
const OCEAN = '#d0e3f5';

/** deck.gl's map of the scan clusters (its own chunk: the dashboard does not wait for it). */
export default function ScanMap({ view, onViewChange, onAreaChange, clusters, onOpenCluster, styleUrl }: ScanMapProps) {
  const { ref, width, height } = useElementSize();
  const [failure, setFailure] = useState<Error | null>(null);

  useEffect(() => {
    if (width === 0 || height === 0) return;
    const viewport = new WebMercatorViewport({ width, height, ...view });
    const [west, south, east, north] = viewport.getBounds();
    onAreaChange(
      areaOfBounds(
        [
          [west, south],
          [east, north],
        ],
        view.zoom,
      ),
    );
  }, [view, width, height, onAreaChange]);

  const onClick = ({ object }: PickingInfo<MapCluster>, at: { x: number; y: number }) => {
    if (!object) return;
    if (view.zoom >= MAP_MAX_ZOOM) onOpenCluster(object, at);
    else onViewChange(zoomIntoCluster(view, object, { width, height }));
  };

  // The panel's error boundary shows the failure with a Retry.
  if (failure) throw failure;

  const layers = [
    new ScatterplotLayer<MapCluster>({
      id: 'clusters',
      data: clusters,
      pickable: true,
      getPosition: (cluster) => [cluster.longitude, cluster.latitude],
      radiusUnits: 'pixels',
      getRadius: (cluster) => clusterRadius(cluster.scans),
      getFillColor: CLUSTER_FILL,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      getLineColor: WHITE,
    }),
    new TextLayer<MapCluster>({
      id: 'cluster-labels',
      data: clusters,
      getPosition: (cluster) => [cluster.longitude, cluster.latitude],
      getText: (cluster) => clusterLabel(cluster.scans),
      characterSet: '0123456789.kM',
      fontFamily: 'system-ui, sans-serif',
      fontWeight: 700,
      getSize: 13,
      getColor: WHITE,
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
  ];

  return (
    <div ref={ref} style={{ position: 'absolute', inset: 0, background: OCEAN }}>
      {/* Under deck.gl, not its child: deck.gl stacks its children's views above its own canvas, over the clusters. */}
      {styleUrl ? (
        <Suspense fallback={null}>
          <MapLibreBasemap styleUrl={styleUrl} view={view} />
        </Suspense>
      ) : (
        <WorldBasemapCanvas view={view} width={width} height={height} />
      )}
      <DeckGL
        viewState={{ ...view, minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM }}
        controller={{ dragRotate: false, touchRotate: false, keyboard: false }}
        onViewStateChange={({ viewState }) => {
          const { longitude, latitude, zoom } = viewState as MapViewState;
          onViewChange({ longitude, latitude, zoom });
        }}
        layers={layers}
        onClick={(info) => onClick(info as PickingInfo<MapCluster>, { x: info.x, y: info.y })}
        getCursor={({ isDragging, isHovering }) => (isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab')}
        onError={(error) => setFailure(error)}
      />
    </div>
  );
}

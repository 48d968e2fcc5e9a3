import { Alert, Box, Center, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { getRuntimeConfig, LoadingPanel, plural, queryState } from 'shared';
import { Panel } from '../../../components/panel';
import type { AnalyticsFilters, DateRange } from '../../../lib/types';
import { ClusterPopup } from './cluster-popup';
import { ClustersSummary } from './clusters-summary';
import { useMapClusters } from '../api/get-map-clusters';
import { apiZoom, WORLD, type MapArea, type MapCluster, type MapViewState } from '../map-view';
import { ScansInAreaList } from './scans-in-area-list';
import { supportsWebGl2 } from '../webgl-support';
import { ZoomControls } from './zoom-controls';
import { useMapView } from '../hooks/use-map-view';

const ScanMap = lazy(() => import(/* webpackChunkName: "scan-map" */ './scan-map'));

/** 001 §9: text filters wait 300 ms; the map waits as long after a pan or zoom before asking again. */
const AREA_DEBOUNCE_MS = 300;
const MAP_HEIGHT = 420;

interface ScanMapPanelProps {
  projectId: string;
  range: DateRange;
  filters: AnalyticsFilters;
}

/** 001 §2: the map of the filtered scans, clustered by the API, with a side list of the scans in view. */
export function ScanMapPanel({ projectId, range, filters }: ScanMapPanelProps) {
  const [view, setView] = useMapView();
  const [webGl] = useState(supportsWebGl2);
  // Without WebGL there is no map to report its area: the list shows the whole world.
  const [area, setArea] = useState<MapArea | null>(webGl ? null : WORLD);
  const [popup, setPopup] = useState<{ cluster: MapCluster; at: { x: number; y: number } } | null>(null);
  const zoom = apiZoom(view.zoom);
  const [shown] = useDebouncedValue(
    useMemo(() => ({ area, zoom }), [area, zoom]),
    AREA_DEBOUNCE_MS,
  );
  const clusters = useMapClusters(projectId, range, filters, shown.area, shown.zoom);
  const styleUrl = getRuntimeConfig().mapStyleUrl;

  const changeView = useCallback(
    (next: MapViewState) => {
      setPopup(null);
      setView(next);
    },
    [setView],
  );
  const changeArea = useCallback(
    (next: MapArea) => setArea((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
    [],
  );

  return (
    <Panel
      title="Scan Map"
      note="Scans with a position (GPS or network address). Click a cluster to zoom in; at the closest zoom it lists its scans."
      onRetry={() => void clusters.refetch()}
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Box pos="relative" h={MAP_HEIGHT}>
            {webGl ? (
              <Suspense
                fallback={
                  <Center h={MAP_HEIGHT}>
                    <Loader aria-label="Loading the map" />
                  </Center>
                }
              >
                <ScanMap
                  view={view}
                  onViewChange={changeView}
                  onAreaChange={changeArea}
                  clusters={clusters.data?.clusters ?? []}
                  onOpenCluster={(cluster, at) => setPopup({ cluster, at })}
                  styleUrl={styleUrl}
                />
              </Suspense>
            ) : (
              <Alert color="yellow" title="The map cannot be drawn" role="alert">
                This browser has WebGL 2 turned off or does not support it, so the map is not shown. The list of scans
                beside it still works.
              </Alert>
            )}
            {webGl && <ZoomControls view={view} onChange={changeView} />}
            {popup && (
              <ClusterPopup
                projectId={projectId}
                range={range}
                filters={filters}
                cluster={popup.cluster}
                at={popup.at}
                onClose={() => setPopup(null)}
              />
            )}
          </Box>
          <LoadingPanel {...queryState(clusters)} errorText="The map's clusters could not be loaded." isEmpty={false}>
            <Text size="xs" c="dimmed" mt={4} aria-live="polite">
              {mapCaption(clusters.data)}
            </Text>
            <ClustersSummary clusters={clusters.data} />
          </LoadingPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <Title order={3} size="h5">
              Scans in view
            </Title>
            {shown.area ? (
              <ScansInAreaList
                projectId={projectId}
                range={range}
                filters={filters}
                area={shown.area}
                label="Scans in view"
              />
            ) : (
              <Center py="xl">
                <Loader aria-label="Loading the scans in view" />
              </Center>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Panel>
  );
}

function mapCaption(clusters: { scans: number; clusters: unknown[]; truncated: boolean } | undefined): string {
  if (!clusters) return '';
  const counted = `${plural(clusters.scans, 'scan')} in view, in ${plural(clusters.clusters.length, 'cluster')}.`;
  return clusters.truncated ? `${counted} Only the largest clusters are drawn: zoom in to see the rest.` : counted;
}

import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { plural } from 'shared';
import type { AnalyticsFilters, DateRange } from '../../../lib/types';
import type { MapCluster } from '../map-view';
import { ScansInAreaList } from './scans-in-area-list';

interface ClusterPopupProps {
  projectId: string;
  range: DateRange;
  filters: AnalyticsFilters;
  cluster: MapCluster;
  at: { x: number; y: number };
  onClose: () => void;
}

/** 001 §2: at the maximum zoom a cluster opens a popup listing its scans. Escape or Close shuts it. */
export function ClusterPopup({ projectId, range, filters, cluster, at, onClose }: ClusterPopupProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), [cluster]);
  const { west, south, east, north } = cluster;

  return (
    <Paper
      role="dialog"
      aria-label="Scans at this place"
      shadow="md"
      withBorder
      p="sm"
      w={360}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      style={{ position: 'absolute', left: Math.max(8, at.x - 180), top: at.y + 12, zIndex: 2 }}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          {`${plural(cluster.scans, 'scan')} at this place`}
        </Text>
        <Button ref={close} size="compact-xs" variant="subtle" onClick={onClose}>
          Close
        </Button>
      </Group>
      <ScansInAreaList
        projectId={projectId}
        range={range}
        filters={filters}
        area={{ west, south, east, north }}
        label="Scans at this place"
      />
    </Paper>
  );
}

import { Box, Group, Text } from '@mantine/core';
import { ResponsivePie } from '@nivo/pie';
import { formatCount, formatDate, LoadingPanel } from 'shared';
import { scannerSlices } from '../../../lib/aggregations';
import { Panel } from '../../../components/panel';
import { scansPanelState } from '../../../components/scans-state';
import type { PanelQuery } from '../../../api/get-scan-aggregates';
import { timeZone } from '../../../lib/time-zone';
import type { DateRange } from '../../../lib/types';

export function ScannerTypePanel({ scans, range }: { scans: PanelQuery<'scanners'>; range: DateRange }) {
  const slices = scannerSlices(scans.data?.byAgent ?? []);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const summary = slices.map((slice) => `${slice.label} ${formatCount(slice.value)}`).join(', ');
  return (
    <Panel
      title="Scans By Scanner Type"
      note={`Scans from ${formatDate(range.start)} to ${formatDate(range.end)}; days in ${timeZone()}.`}
      onRetry={() => void scans.refetch()}
    >
      <LoadingPanel {...scansPanelState(scans, slices.length === 0)}>
        <Text size="sm" mb="xs">
          Total scans: {formatCount(total)}
        </Text>
        <Box component="figure" role="img" m={0} h={280} aria-label={`Pie chart of scans by scanner type: ${summary}.`}>
          <ResponsivePie
            data={slices}
            margin={{ top: 20, right: 90, bottom: 20, left: 90 }}
            innerRadius={0.5}
            padAngle={1}
            cornerRadius={2}
            colors={{ scheme: 'category10' }}
            arcLabelsSkipAngle={12}
            arcLabelsTextColor="#ffffff"
            arcLinkLabelsSkipAngle={8}
            arcLinkLabelsTextColor="#343a40"
            animate={false}
            // The figure around the chart carries its name; the svg itself is decoration.
            role="presentation"
          />
        </Box>
        <Group gap="md" mt="xs" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {slices.map((slice) => (
            <Text component="li" size="sm" key={slice.id}>
              {slice.label}: {formatCount(slice.value)}
            </Text>
          ))}
        </Group>
      </LoadingPanel>
    </Panel>
  );
}

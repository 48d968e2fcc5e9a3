import { Box, Text } from '@mantine/core';
import { ResponsiveLine } from '@nivo/line';
import { LoadingPanel } from 'shared';
import { dailyCounts } from '../aggregations';
import { timeZone } from '../time-zone';
import type { DateRange } from '../types';
import { Panel } from './panel';
import { scansPanelState } from './scans-state';
import type { AggregatesQuery } from '../get-scan-aggregates';

/** Roughly one axis label a week, so a long range stays readable. */
function tickDays(days: string[]): string[] {
  const step = Math.max(1, Math.ceil(days.length / 6));
  return days.filter((_, i) => i % step === 0);
}

export function DailyScansPanel({ scans, range }: { scans: AggregatesQuery; range: DateRange }) {
  const counts = dailyCounts(scans.data?.daily ?? [], range);
  const total = counts.reduce((sum, day) => sum + day.scans, 0);
  const busiest = counts.reduce((best, day) => (day.scans > best.scans ? day : best), counts[0]!);
  return (
    <Panel
      title="Daily Scans"
      note={`Scans a day from ${range.start} to ${range.end}; days in ${timeZone()}.`}
      onRetry={() => void scans.refetch()}
    >
      <LoadingPanel {...scansPanelState(scans, false)}>
        <Text size="sm" mb="xs">
          Total scans: {total.toLocaleString('en')}
        </Text>
        <Box
          component="figure"
          role="img"
          m={0}
          h={280}
          aria-label={
            `Line chart of daily scans from ${range.start} to ${range.end}: ${total} scans in total` +
            (total > 0 ? `, most on ${busiest.day} (${busiest.scans}).` : '.')
          }
        >
          <ResponsiveLine
            data={[{ id: 'Scans', data: counts.map((day) => ({ x: day.day, y: day.scans })) }]}
            margin={{ top: 10, right: 20, bottom: 40, left: 45 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 0, max: 'auto' }}
            axisBottom={{ tickValues: tickDays(counts.map((day) => day.day)), format: (day: string) => day.slice(5) }}
            axisLeft={{ tickValues: 5 }}
            colors={['#1c7ed6']}
            pointSize={counts.length > 45 ? 0 : 5}
            enableArea
            areaOpacity={0.1}
            useMesh
            animate={false}
            // The figure around the chart carries its name; the svg itself is decoration.
            role="presentation"
          />
        </Box>
      </LoadingPanel>
    </Panel>
  );
}

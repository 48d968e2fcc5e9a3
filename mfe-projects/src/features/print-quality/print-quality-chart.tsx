import { Box } from '@mantine/core';
import { ResponsiveLine } from '@nivo/line';
import { percent } from './print-quality-format';
import type { PrintQualityReport } from './types';

const SERIES = [
  { id: 'Detect failure rate', kind: 'detect', colour: '#d9480f' },
  { id: 'Match failure rate', kind: 'match', colour: '#1864ab' },
] as const;

/** Both weekly rates in percent; a week without scans leaves a gap rather than a misleading 0%. */
export function PrintQualityChart({ report }: { report: PrintQualityReport }) {
  const { weeks, total } = report;
  const data = SERIES.map(({ id, kind }) => ({
    id,
    data: weeks.map((week) => ({
      x: week.week.slice(5),
      y: week[kind].rate === null ? null : Number((week[kind].rate * 100).toFixed(1)),
    })),
  }));
  return (
    <Box
      component="figure"
      role="img"
      m={0}
      h={260}
      aria-label={
        `Line chart of the weekly detect and match failure rates from ${weeks[0]?.week} to ${weeks.at(-1)?.week}: ` +
        `${percent(total.detect.rate)} of scans failed detection and ${percent(total.match.rate)} of detected ` +
        'scans failed matching over the period.'
      }
    >
      <ResponsiveLine
        data={data}
        margin={{ top: 10, right: 20, bottom: 70, left: 50 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        axisBottom={{ tickRotation: 0 }}
        axisLeft={{ tickValues: 5, format: (value: number) => `${value}%` }}
        colors={SERIES.map((series) => series.colour)}
        pointSize={6}
        useMesh
        animate={false}
        legends={[
          {
            anchor: 'bottom',
            direction: 'row',
            translateY: 60,
            itemWidth: 150,
            itemHeight: 16,
            symbolSize: 10,
          },
        ]}
        // The figure around the chart carries its name; the svg itself is decoration.
        role="presentation"
      />
    </Box>
  );
}

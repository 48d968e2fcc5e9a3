import { ResponsiveLine, type LineCustomSvgLayerProps, type LineSeries } from '@nivo/line';
import { formatDate, plural } from 'shared';
import type { DayCount } from '../../../lib/aggregations';

export const CURRENT_SERIES = 'Scans';
export const PREVIOUS_SERIES = 'Previous period';

interface DaySeries extends LineSeries {
  id: string;
  /** `x` is always the range's day, so the previous period lines up day by day; `day` is the real one. */
  data: { x: string; y: number; day: string }[];
}

/** Roughly one axis label a week, so a long range stays readable. */
function tickDays(days: string[]): string[] {
  const step = Math.max(1, Math.ceil(days.length / 6));
  return days.filter((_, i) => i % step === 0);
}

/** nivo draws every line alike; the previous period is thinner, grey and dashed so the range stays in front. */
function Lines({ series, lineGenerator }: LineCustomSvgLayerProps<DaySeries>) {
  return (
    <g>
      {series.map((line) => {
        const previous = line.id === PREVIOUS_SERIES;
        return (
          <path
            key={line.id}
            data-series={line.id}
            d={lineGenerator(line.data.map((datum) => datum.position)) ?? ''}
            fill="none"
            stroke={line.color}
            strokeWidth={previous ? 1.5 : 2}
            strokeDasharray={previous ? '6 4' : undefined}
          />
        );
      })}
    </g>
  );
}

/** The range's daily scans, and when given the previous period's, aligned day by day. */
export function DailyScansChart({ counts, previous }: { counts: DayCount[]; previous?: DayCount[] }) {
  const data: DaySeries[] = [{ id: CURRENT_SERIES, data: counts.map(({ day, scans }) => ({ x: day, y: scans, day })) }];
  if (previous) {
    data.push({
      id: PREVIOUS_SERIES,
      data: counts.map(({ day }, i) => ({ x: day, y: previous[i]?.scans ?? 0, day: previous[i]?.day ?? '' })),
    });
  }
  return (
    <ResponsiveLine<DaySeries>
      data={data}
      margin={{ top: 10, right: 20, bottom: 40, left: 45 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      axisBottom={{ tickValues: tickDays(counts.map((day) => day.day)), format: (day: string) => day.slice(5) }}
      axisLeft={{ tickValues: 5 }}
      colors={['#1c7ed6', '#868e96']}
      layers={['grid', 'axes', 'areas', 'crosshair', Lines, 'points', 'mesh']}
      pointSize={counts.length > 45 ? 0 : 5}
      enableArea={!previous}
      areaOpacity={0.1}
      useMesh
      tooltip={({ point }) => (
        <div style={{ background: 'white', padding: '4px 8px', border: '1px solid #ced4da', fontSize: 12 }}>
          {point.seriesId}: {formatDate(point.data.day)}, {plural(point.data.y, 'scan')}
        </div>
      )}
      animate={false}
      // The figure around the chart carries its name; the svg itself is decoration.
      role="presentation"
    />
  );
}

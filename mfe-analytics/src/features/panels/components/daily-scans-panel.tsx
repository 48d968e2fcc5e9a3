import { Box, Button, Group, Switch, Text } from '@mantine/core';
import { formatCount, formatDate, LoadingPanel, plural } from 'shared';
import { dailyCounts, type DayCount } from '../../../lib/aggregations';
import { changeText } from '../../../lib/previous-period';
import { timeZone } from '../../../lib/time-zone';
import type { DateRange } from '../../../lib/types';
import { DailyScansChart } from './daily-scans-chart';
import { Panel } from '../../../components/panel';
import { scansPanelState } from '../../../components/scans-state';
import type { PanelQuery } from '../../../api/get-scan-aggregates';

/** The previous period's scans beside the range's, when the page compares them. */
export interface Comparison {
  scans: PanelQuery<'daily'>;
  range: DateRange;
}

const sum = (counts: DayCount[]) => counts.reduce((total, day) => total + day.scans, 0);

function ComparisonLine({ total, comparison }: { total: number; comparison: Comparison }) {
  const { scans, range } = comparison;
  if (scans.isError) {
    return (
      <Group gap="xs" role="alert">
        <Text size="sm">The previous period could not be loaded.</Text>
        <Button size="compact-sm" variant="light" onClick={() => void scans.refetch()}>
          Retry
        </Button>
      </Group>
    );
  }
  if (!scans.data) return <Text size="sm">Loading the previous period…</Text>;
  const previous = sum(dailyCounts(scans.data.daily, range));
  return (
    <Text size="sm" aria-busy={scans.isPlaceholderData}>
      <strong>{changeText(total, previous)}</strong> ({plural(previous, 'scan')} from {formatDate(range.start)} to{' '}
      {formatDate(range.end)})
    </Text>
  );
}

export function DailyScansPanel({
  scans,
  range,
  comparison,
  onCompareChange,
}: {
  scans: PanelQuery<'daily'>;
  range: DateRange;
  comparison?: Comparison;
  onCompareChange: (compare: boolean) => void;
}) {
  const counts = dailyCounts(scans.data?.daily ?? [], range);
  const previous = comparison?.scans.data && dailyCounts(comparison.scans.data.daily, comparison.range);
  const total = sum(counts);
  const busiest = counts.reduce((best, day) => (day.scans > best.scans ? day : best), counts[0]!);
  const label =
    `Line chart of daily scans from ${formatDate(range.start)} to ${formatDate(range.end)}: ${plural(total, 'scan')} in total` +
    (total > 0 ? `, most on ${formatDate(busiest.day)} (${formatCount(busiest.scans)})` : '') +
    (previous && comparison
      ? `; dashed grey line: the previous period, ${formatDate(comparison.range.start)} to ${formatDate(comparison.range.end)}, ${plural(sum(previous), 'scan')}.`
      : '.');
  return (
    <Panel
      title="Daily Scans"
      note={`Scans a day from ${formatDate(range.start)} to ${formatDate(range.end)}; days in ${timeZone()}.`}
      actions={
        <Switch
          label="Compare with previous period"
          size="sm"
          checked={comparison !== undefined}
          onChange={(event) => onCompareChange(event.currentTarget.checked)}
        />
      }
      onRetry={() => void scans.refetch()}
    >
      <LoadingPanel {...scansPanelState(scans, false)}>
        <Text size="sm">Total scans: {formatCount(total)}</Text>
        {comparison && <ComparisonLine total={total} comparison={comparison} />}
        <Box component="figure" role="img" m={0} mt="xs" h={280} aria-label={label}>
          <DailyScansChart counts={counts} previous={previous} />
        </Box>
      </LoadingPanel>
    </Panel>
  );
}

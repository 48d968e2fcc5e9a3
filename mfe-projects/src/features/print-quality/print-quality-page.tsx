import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatCount, LoadingPanel, plural, queryState } from 'shared';
import { usePrintQuality } from './get-print-quality';
import { PrintQualityChart } from './print-quality-chart';
import { percent } from './print-quality-format';
import { PrintQualityTable } from './print-quality-table';
import type { PrintQualityReport } from './types';
import { UnusualWeeks } from './unusual-weeks';

const PERIODS = ['12', '26', '52'];
const DEFAULT_PERIOD = '12';

function Totals({ report, weeks }: { report: PrintQualityReport; weeks: string }) {
  const { scans, detect, match } = report.total;
  return (
    <Text size="sm">
      Over the last {weeks} weeks: {plural(scans, 'scan')}; {percent(detect.rate)} failed detection (
      {formatCount(detect.failed)}); {percent(match.rate)} of the {formatCount(match.attempts)} that passed detection
      failed matching ({formatCount(match.failed)}).
    </Text>
  );
}

/** Beyond the spec: a collection's weekly scan failure rates, so a brand catches a badly printed run early. */
export default function PrintQualityPage() {
  const { projectId = '', collectionId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const weeks = PERIODS.includes(searchParams.get('weeks') ?? '') ? searchParams.get('weeks')! : DEFAULT_PERIOD;
  const report = usePrintQuality(projectId, collectionId, Number(weeks));
  const choosePeriod = (value: string) =>
    setSearchParams(value === DEFAULT_PERIOD ? {} : { weeks: value }, { replace: true });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Print quality</Title>
        <SegmentedControl
          aria-label="Period"
          value={weeks}
          onChange={choosePeriod}
          data={PERIODS.map((value) => ({ value, label: `${value} weeks` }))}
        />
      </Group>
      <Text size="sm" c="dimmed">
        How often scans of this collection&apos;s tags failed, week by week (ISO weeks, Monday to Sunday, in UTC).
        Detect failures are counted among all scans, match failures among the scans that passed detection. A failed
        detection names no tag: it counts here when a rescan in the same session identified a tag of this collection.
      </Text>
      <LoadingPanel
        {...queryState(report)}
        errorText="The print-quality report could not be loaded."
        isEmpty={report.data?.total.scans === 0}
        emptyText={`No scans yet in the last ${weeks} weeks.`}
      >
        {report.data && (
          <Stack>
            <UnusualWeeks weeks={report.data.weeks} />
            <Totals report={report.data} weeks={weeks} />
            <Paper withBorder p="sm">
              <PrintQualityChart report={report.data} />
            </Paper>
            <PrintQualityTable weeks={report.data.weeks} />
          </Stack>
        )}
      </LoadingPanel>
    </Stack>
  );
}

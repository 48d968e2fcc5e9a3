import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CityPanel } from './components/city-panel';
import { DailyScansPanel } from './components/daily-scans-panel';
import { DateRangeFilter } from './components/date-range-filter';
import { FlaggedScansPanel } from './components/flagged-scans-panel';
import { ScannerTypePanel } from './components/scanner-type-panel';
import { toDay } from 'shared';
import { formatRange, parseRange } from './date-range';
import { useScans } from './get-scan-events';
import type { DateRange } from './types';

/** 001 §2 project analytics: the scans of a date range (kept in the query string as dateRange). */
export default function AnalyticsPage() {
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = toDay(new Date());
  const raw = params.get('dateRange');
  const range = parseRange(raw, today);
  const scans = useScans(projectId, range);

  const setRange = (next: DateRange, replace = false) =>
    setParams(
      (current) => {
        current.set('dateRange', formatRange(next));
        return current;
      },
      { replace },
    );

  // The effective range always shows in the URL, so a link reproduces exactly this view.
  const normalised = formatRange(range);
  useEffect(() => {
    if (raw !== normalised) setRange(parseRange(normalised, today), true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the URL disagrees with the range
  }, [raw, normalised]);

  return (
    <Stack>
      <Title order={1}>Scan Analytics</Title>
      <DateRangeFilter range={range} today={today} onChange={(next) => setRange(next)} />
      <DailyScansPanel scans={scans} range={range} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ScannerTypePanel scans={scans} />
        <CityPanel scans={scans} />
      </SimpleGrid>
      <FlaggedScansPanel scans={scans} />
    </Stack>
  );
}

import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CityPanel } from './components/city-panel';
import { DailyScansPanel } from './components/daily-scans-panel';
import { DateRangeFilter } from './components/date-range-filter';
import { FlaggedScansPanel } from './components/flagged-scans-panel';
import { ScannerTypePanel } from './components/scanner-type-panel';
import { ShareButton } from './components/share-button';
import { TopCodesPanel } from './components/top-codes-panel';
import { toDay, useMyProject } from 'shared';
import { formatRange, parseRange } from './date-range';
import { ExportCsvButton } from './components/export-csv-button';
import { FiltersBar } from './components/filters-bar';
import { useScanAggregates } from './get-scan-aggregates';
import { useAnalyticsFilters } from './use-analytics-filters';
import type { DateRange } from './types';

/**
 * 001 §2 project analytics: the scans of a date range and filters, all kept in the query string so a
 * link reproduces the view. Every panel's numbers are counted by the API.
 */
export default function AnalyticsPage() {
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = toDay(new Date());
  const raw = params.get('dateRange');
  const range = parseRange(raw, today);
  const [filters, setFilters] = useAnalyticsFilters();
  const scans = useScanAggregates(projectId, range, filters);
  const project = useMyProject(projectId);

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
      <FiltersBar projectId={projectId} filters={filters} onChange={setFilters} />
      <Group gap="sm" align="start">
        <ExportCsvButton
          projectId={projectId}
          projectName={project.data?.name ?? 'scans'}
          range={range}
          filters={filters}
        />
        <ShareButton />
      </Group>
      <DailyScansPanel scans={scans} range={range} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ScannerTypePanel scans={scans} range={range} />
        <CityPanel scans={scans} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TopCodesPanel scans={scans} onPickCode={(tagId) => setFilters({ tagId })} />
        <FlaggedScansPanel scans={scans} />
      </SimpleGrid>
    </Stack>
  );
}

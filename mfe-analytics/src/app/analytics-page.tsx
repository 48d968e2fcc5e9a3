import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { CityPanel } from '../features/panels/components/city-panel';
import { DailyScansPanel } from '../features/panels/components/daily-scans-panel';
import { DateRangeFilter } from '../features/filters/components/date-range-filter';
import { FlaggedScansPanel } from '../features/panels/components/flagged-scans-panel';
import { ScannerTypePanel } from '../features/panels/components/scanner-type-panel';
import { SuspiciousScansPanel } from '../features/panels/components/suspicious-scans-panel';
import { useSuspiciousFilters } from '../hooks/use-suspicious-filters';
import { ShareButton } from '../features/export/components/share-button';
import { TopCodesPanel } from '../features/panels/components/top-codes-panel';
import { useMyProject, useSearchState } from 'shared';
import { rangeInLink } from '../lib/date-range';
import { ExportCsvButton } from '../features/export/components/export-csv-button';
import { ExportPanelsButton } from '../features/export/components/export-panels-button';
import { FiltersBar } from '../features/filters/components/filters-bar';
import { ScanMapPanel } from '../features/map/components/scan-map-panel';
import { usePanelAggregates } from '../api/get-scan-aggregates';
import { previousPeriod } from '../lib/previous-period';
import { projectToday } from '../lib/project-today';
import { useAnalyticsFilters } from '../features/filters/hooks/use-analytics-filters';
import { useViewOptions } from '../hooks/use-view-options';
import type { ScanSelection } from '../lib/types';

/**
 * 001 §2 project analytics: the scans of a date range and filters, all kept in the query string so a
 * link reproduces the view. Each panel asks the API for its own numbers, so each loads and fails alone.
 */
export default function AnalyticsPage() {
  const { projectId = '' } = useParams();
  const project = useMyProject(projectId);
  const today = projectToday(project.data?.timeZone);
  // The effective range always shows in the URL, so a link reproduces exactly this view; its default
  // ends on the project's today, known once the project is.
  const [range, setRange] = useSearchState(rangeInLink(today), { canonical: !project.isPending });
  const [filters, setFilters] = useAnalyticsFilters();
  const [view, setView] = useViewOptions();
  const [suspicious, setSuspicious] = useSuspiciousFilters();
  const selection: ScanSelection = { projectId, range, filters };
  const previousRange = previousPeriod(range);
  const daily = usePanelAggregates('daily', selection);
  const previous = usePanelAggregates(
    'daily',
    { ...selection, range: previousRange },
    { enabled: view.comparePrevious },
  );
  const scanners = usePanelAggregates('scanners', selection);
  const cities = usePanelAggregates('cities', selection);
  const codes = usePanelAggregates('codes', selection);
  const flagged = usePanelAggregates('flagged', selection, { excludeTentative: view.excludeTentative });

  const projectName = project.data?.name ?? 'scans';
  return (
    <Stack>
      <Title order={1}>Scan Analytics</Title>
      <DateRangeFilter range={range} today={today} onChange={(next) => setRange(next)} />
      <FiltersBar projectId={projectId} filters={filters} onChange={setFilters} />
      <Group gap="sm" align="start">
        <ExportCsvButton projectId={projectId} projectName={projectName} range={range} filters={filters} />
        <ExportPanelsButton selection={selection} view={view} suspicious={suspicious} projectName={projectName} />
        <ShareButton />
      </Group>
      <ScanMapPanel projectId={projectId} range={range} filters={filters} />
      <DailyScansPanel
        scans={daily}
        range={range}
        comparison={view.comparePrevious ? { scans: previous, range: previousRange } : undefined}
        onCompareChange={(comparePrevious) => setView({ comparePrevious })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ScannerTypePanel scans={scanners} range={range} />
        <CityPanel scans={cities} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TopCodesPanel scans={codes} onPickCode={(tagId) => setFilters({ tagId })} />
        <FlaggedScansPanel
          scans={flagged}
          excludeTentative={view.excludeTentative}
          onExcludeTentativeChange={(excludeTentative) => setView({ excludeTentative })}
        />
      </SimpleGrid>
      <SuspiciousScansPanel selection={selection} filters={suspicious} onFiltersChange={setSuspicious} />
    </Stack>
  );
}

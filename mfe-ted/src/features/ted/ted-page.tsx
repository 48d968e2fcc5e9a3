import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { LabelledPagination, LoadingPanel, queryState } from 'shared';
import { ScanCard } from './components/scan-card';
import { TedFilterBar } from './components/ted-filter-bar';
import { useTedScans } from './get-ted-scans';
import { filtersFromSearch, minAfterDay, pageCount, searchFromFilters } from './ted-filters';
import type { TedFilters } from './types';

/**
 * 001 §2 Global TED (/ted) and Project TED (/projects/:projectId/ted), super users only: the scans of
 * the window, 24 cards a page; inside a project, only that project's.
 */
export default function TedPage() {
  const { projectId } = useParams();
  const global = !projectId;
  const now = new Date();
  // Filters and page live in the query string: a reload or a shared link opens the same view (001 §2).
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search, now, global);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const show = (next: TedFilters, nextPage: number) =>
    setSearch(searchFromFilters(next, nextPage, new Date(), global), { replace: true });
  const scans = useTedScans({ projectId, filters, page });
  const total = scans.data?.total ?? 0;
  const items = scans.data?.items ?? [];

  return (
    <Stack>
      <Title order={1}>{projectId ? 'Project Tag Error Dashboard' : 'Tag Error Dashboard'}</Title>
      <TedFilterBar
        filters={filters}
        projectId={projectId}
        minAfter={minAfterDay(now)}
        now={now}
        onChange={(next) => show(next, 1)}
      />
      <LoadingPanel
        {...queryState(scans)}
        errorText="Scan events could not be loaded."
        isEmpty={items.length === 0}
        emptyText="No scan events found."
      >
        <Text size="sm" c="dimmed" aria-live="polite">
          {total} scan events
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {items.map((scan) => (
            <ScanCard key={scan.id} scan={scan} />
          ))}
        </SimpleGrid>
        {pageCount(total) > 1 && (
          <LabelledPagination total={pageCount(total)} value={page} onChange={(next) => show(filters, next)} mt="sm" />
        )}
      </LoadingPanel>
    </Stack>
  );
}

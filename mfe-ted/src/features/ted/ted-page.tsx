import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LabelledPagination, LoadingPanel, queryState } from 'shared';
import { ScanCard } from './components/scan-card';
import { TedFilterBar } from './components/ted-filter-bar';
import { useTedScans } from './get-ted-scans';
import { defaultFilters, minAfterDay, pageCount } from './ted-filters';
import type { TedFilters } from './types';

/**
 * 001 §2 Global TED (/ted) and Project TED (/projects/:projectId/ted), super users only: the scans of
 * the window, 24 cards a page; inside a project, only that project's.
 */
export default function TedPage() {
  const { projectId } = useParams();
  const now = new Date();
  const [filters, setFilters] = useState<TedFilters>(() => defaultFilters(now));
  const [page, setPage] = useState(1);
  const scans = useTedScans({ projectId, filters, page });
  const total = scans.data?.total ?? 0;
  const items = scans.data?.items ?? [];

  const changeFilters = (next: TedFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Stack>
      <Title order={1}>{projectId ? 'Project Tag Error Dashboard' : 'Tag Error Dashboard'}</Title>
      <TedFilterBar filters={filters} minAfter={minAfterDay(now)} now={now} onChange={changeFilters} />
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
          <LabelledPagination total={pageCount(total)} value={page} onChange={setPage} mt="sm" />
        )}
      </LoadingPanel>
    </Stack>
  );
}

import '@mantine/core/styles/Pagination.css';
import { Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadingPanel, useAsyncData } from 'shared';
import { ScanCard } from './components/scan-card';
import { TedFilterBar } from './components/ted-filter-bar';
import { fetchTedScans } from './get-ted-scans';
import { defaultFilters, minAfterDay, pageCount, toQuery } from './ted-filters';
import type { TedFilters } from './types';

const CONTROL_LABELS: Record<string, string> = {
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
};

/** 001 §2 Global TED (/ted, super users): every project's scans of the window, 24 cards a page. */
export default function TedPage() {
  const [now] = useState(() => new Date());
  const [filters, setFilters] = useState<TedFilters>(() => defaultFilters(now));
  const [page, setPage] = useState(1);
  const query = toQuery(filters, page, now);
  const scans = useAsyncData(`ted-scans:${JSON.stringify(query)}`, () => fetchTedScans(query));
  const total = scans.data?.total ?? 0;
  const items = scans.data?.items ?? [];

  const changeFilters = (next: TedFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Stack>
      <Title order={1}>Tag Error Dashboard</Title>
      <TedFilterBar filters={filters} minAfter={minAfterDay(now)} now={now} onChange={changeFilters} />
      <LoadingPanel
        isLoading={scans.isLoading}
        error={scans.error}
        onRetry={scans.reload}
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
          <Pagination
            total={pageCount(total)}
            value={page}
            onChange={setPage}
            mt="sm"
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        )}
      </LoadingPanel>
    </Stack>
  );
}

import { SimpleGrid, Text } from '@mantine/core';
import { LabelledPagination, LoadingPanel, plural, queryState } from 'shared';
import { useTedScans } from '../../../api/get-ted-scans';
import { pageCount, type TedFilters } from '../../../lib/ted-filters';
import type { TedScanEvent } from 'shared/contracts/ted';
import { moveFocusInGrid } from '../../../components/grid-keyboard';
import { ScanCard } from './scan-card';

/** 001 §2 SINGLE VIEW: 24 scan cards a page (4 a row, 6 rows), page numbers; arrows move between cards. */
export function ScanGrid({
  projectId,
  filters,
  page,
  onPage,
  onOpen,
}: {
  projectId?: string;
  filters: TedFilters;
  page: number;
  onPage: (page: number) => void;
  onOpen: (scan: TedScanEvent) => void;
}) {
  const scans = useTedScans({ projectId, filters, page });
  const total = scans.data?.total ?? 0;
  const items = scans.data?.items ?? [];
  return (
    <LoadingPanel
      {...queryState(scans)}
      errorText="Scan events could not be loaded."
      isEmpty={items.length === 0}
      emptyText="No scan events found."
    >
      <Text size="sm" c="dimmed" aria-live="polite">
        {plural(total, 'scan event')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} onKeyDown={moveFocusInGrid}>
        {items.map((scan) => (
          <ScanCard key={scan.id} scan={scan} onOpen={() => onOpen(scan)} />
        ))}
      </SimpleGrid>
      {pageCount(total) > 1 && <LabelledPagination total={pageCount(total)} value={page} onChange={onPage} mt="sm" />}
    </LoadingPanel>
  );
}

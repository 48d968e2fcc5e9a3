import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ScanDetailsDialog } from '../features/scans/components/scan-details-dialog';
import { ScanGrid } from '../features/scans/components/scan-grid';
import { SessionDialog } from '../features/sessions/components/session-dialog';
import { SessionGrid } from '../features/sessions/components/session-grid';
import { TedFilterBar } from '../features/filters/components/ted-filter-bar';
import { filtersFromSearch, minAfterDay, searchFromFilters, type TedFilters, type TedView } from '../lib/ted-filters';
import type { TedScanEvent, TedSession } from 'shared/contracts/ted';

/**
 * 001 §2 Global TED (/ted) and Project TED (/projects/:projectId/ted), super users only: the scans of
 * the window, 24 cards a page; inside a project, only that project's. The Global TED also groups them
 * by client session (SESSION VIEW).
 */
export default function TedPage() {
  const { projectId } = useParams();
  const global = !projectId;
  const now = new Date();
  // Filters, page and view live in the query string: a reload or a shared link opens the same view (001 §2).
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search, now, global);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const view: TedView = global && search.get('view') === 'sessions' ? 'sessions' : 'single';
  const show = (next: TedFilters, nextPage: number, nextView = view) => {
    const params = searchFromFilters(next, nextPage, new Date(), global);
    if (nextView === 'sessions') params.set('view', 'sessions');
    setSearch(params, { replace: true });
  };
  const [openScan, setOpenScan] = useState<TedScanEvent | null>(null);
  const [openSession, setOpenSession] = useState<TedSession | null>(null);

  return (
    <Stack>
      <Title order={1}>{projectId ? 'Project Tag Error Dashboard' : 'Tag Error Dashboard'}</Title>
      {global && (
        <SegmentedControl
          aria-label="View"
          w="fit-content"
          value={view}
          onChange={(next) => show(filters, 1, next as TedView)}
          data={[
            { value: 'single', label: 'SINGLE VIEW' },
            { value: 'sessions', label: 'SESSION VIEW' },
          ]}
        />
      )}
      <TedFilterBar
        filters={filters}
        projectId={projectId}
        minAfter={minAfterDay(now)}
        now={now}
        onChange={(next) => show(next, 1)}
      />
      {view === 'sessions' ? (
        <SessionGrid filters={filters} page={page} onPage={(next) => show(filters, next)} onOpen={setOpenSession} />
      ) : (
        <ScanGrid
          projectId={projectId}
          filters={filters}
          page={page}
          onPage={(next) => show(filters, next)}
          onOpen={setOpenScan}
        />
      )}
      <ScanDetailsDialog scan={openScan} onClose={() => setOpenScan(null)} />
      <SessionDialog
        session={openSession}
        onClose={() => setOpenSession(null)}
        onOpenScan={(scan) => {
          setOpenSession(null);
          setOpenScan(scan);
        }}
      />
    </Stack>
  );
}

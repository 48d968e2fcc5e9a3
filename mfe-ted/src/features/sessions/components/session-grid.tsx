import { SimpleGrid, Text } from '@mantine/core';
import { LabelledPagination, LoadingPanel, plural, queryState } from 'shared';
import { useTedSessions } from '../api/get-ted-sessions';
import { pageCount, type TedFilters } from '../../../lib/ted-filters';
import type { TedSession } from 'shared/contracts/ted';
import { moveFocusInGrid } from '../../../components/grid-keyboard';
import { SessionCard } from './session-card';

/** 001 §2 SESSION VIEW: the sessions holding a scan that passes the filters, 24 a page, grouped by the API. */
export function SessionGrid({
  filters,
  page,
  onPage,
  onOpen,
}: {
  filters: TedFilters;
  page: number;
  onPage: (page: number) => void;
  onOpen: (session: TedSession) => void;
}) {
  const sessions = useTedSessions({ filters, page });
  const total = sessions.data?.total ?? 0;
  const items = sessions.data?.items ?? [];
  return (
    <LoadingPanel
      {...queryState(sessions)}
      errorText="Scan sessions could not be loaded."
      isEmpty={items.length === 0}
      emptyText="No scan events found."
    >
      <Text size="sm" c="dimmed" aria-live="polite">
        {plural(total, 'session')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} onKeyDown={moveFocusInGrid}>
        {items.map((session) => (
          <SessionCard
            key={session.clientSessionId ?? session.firstScans[0]!.id}
            session={session}
            onOpen={() => onOpen(session)}
          />
        ))}
      </SimpleGrid>
      {pageCount(total) > 1 && <LabelledPagination total={pageCount(total)} value={page} onChange={onPage} mt="sm" />}
    </LoadingPanel>
  );
}

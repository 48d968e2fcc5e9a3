import { Stack, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LabelledPagination, LoadingPanel, queryState } from 'shared';
import { pageCount } from './paging';
import type { Paged } from './types';

/**
 * One server-paged table in its states: loading, error with retry, the spec's empty text, then the
 * table (scrolling sideways on narrow screens) with page numbers when there is more than one page.
 */
export function PagedTablePanel<T>({
  query,
  size,
  page,
  onPage,
  errorText,
  emptyText,
  minWidth,
  above,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  size: number;
  page: number;
  onPage: (page: number) => void;
  errorText: string;
  emptyText: string;
  minWidth: number;
  /** Shown above the table, e.g. a failed row action. */
  above?: ReactNode;
  children: ReactNode;
}) {
  const pages = pageCount(query.data?.total ?? 0, size);
  return (
    <LoadingPanel
      {...queryState(query)}
      errorText={errorText}
      isEmpty={(query.data?.data.length ?? 0) === 0}
      emptyText={emptyText}
    >
      <Stack gap="sm">
        {above}
        <Table.ScrollContainer minWidth={minWidth}>{children}</Table.ScrollContainer>
        {pages > 1 && <LabelledPagination total={pages} value={page} onChange={onPage} />}
      </Stack>
    </LoadingPanel>
  );
}

import { useState } from 'react';
import type { SortOrder, TablePage } from './types';

/** A server-paged table's page and order; sorting starts again from the first page. */
export function useTablePage<Sort extends string>(sort: Sort, order: SortOrder) {
  const [page, setPage] = useState<TablePage<Sort>>({ page: 1, sort, order });
  return {
    page,
    goTo: (next: number) => setPage((current) => ({ ...current, page: next })),
    sortBy: (nextSort: Sort, nextOrder: SortOrder) => setPage({ page: 1, sort: nextSort, order: nextOrder }),
  };
}

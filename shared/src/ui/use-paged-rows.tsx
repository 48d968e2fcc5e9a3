import { useState, type ReactNode } from 'react';
import { LabelledPagination } from './labelled-pagination';
import { PAGE_SIZE, pageOf } from './table-paging';

/** The rows of the current page and the pager to show under the table (none when one page suffices). */
export function usePagedRows<T>(rows: T[], size = PAGE_SIZE): { pageRows: T[]; pager: ReactNode } {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages);
  return {
    pageRows: pageOf(rows, current, size),
    pager: pages > 1 ? <LabelledPagination total={pages} value={current} onChange={setPage} mt="sm" /> : null,
  };
}

import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PAGE_SIZE, pageOf } from './table-paging';

const CONTROL_LABELS: Record<string, string> = {
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
};

/** The rows of the current page and the pager to show under the table (none when one page suffices). */
export function usePagedRows<T>(rows: T[], size = PAGE_SIZE): { pageRows: T[]; pager: ReactNode } {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages);
  return {
    pageRows: pageOf(rows, current, size),
    pager:
      pages > 1 ? (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          mt="sm"
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null,
  };
}

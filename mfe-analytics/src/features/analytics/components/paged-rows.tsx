import { usePagedRows } from 'shared';

/** 001 §9: analytics tables show 6 rows per page. */
export const ANALYTICS_PAGE_SIZE = 6;

export const usePagedTableRows = <T,>(rows: T[]) => usePagedRows(rows, ANALYTICS_PAGE_SIZE);

import type { TablePage } from './types';

/** The query string of one page of a server-sorted table. */
export const pageParams = <Sort extends string>({ page, sort, order }: TablePage<Sort>, size: number) => ({
  offset: (page - 1) * size,
  limit: size,
  sort,
  order,
});

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

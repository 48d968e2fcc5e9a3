import { Button, Table } from '@mantine/core';
import type { SortOrder, TablePage } from './types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header that sorts the table on the server: a button (so keyboards reach it) inside a header
 * that tells screen readers the current order. A new column starts with its natural order.
 */
export function SortableHeader<Sort extends string>({
  label,
  column,
  page,
  firstOrder = 'asc',
  onSort,
}: {
  label: string;
  column: Sort;
  page: TablePage<Sort>;
  firstOrder?: SortOrder;
  onSort: (sort: Sort, order: SortOrder) => void;
}) {
  const active = page.sort === column;
  const next: SortOrder = active ? (page.order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return (
    <Table.Th aria-sort={active ? ARIA_SORT[page.order] : 'none'}>
      <Button
        variant="subtle"
        color="dark"
        size="compact-sm"
        px={0}
        fw={700}
        onClick={() => onSort(column, next)}
        rightSection={<span aria-hidden="true">{active ? (page.order === 'asc' ? '▲' : '▼') : '↕'}</span>}
      >
        {label}
      </Button>
    </Table.Th>
  );
}

import { Pagination, type PaginationProps } from '@mantine/core';

const CONTROL_LABELS: Record<string, string> = {
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
};

/** Mantine's Pagination with names on every button (its arrows have none, which axe rejects). */
export function LabelledPagination(props: PaginationProps) {
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      {...props}
    />
  );
}

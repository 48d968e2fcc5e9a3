import { Group, Text } from '@mantine/core';
import { LabelledPagination } from 'shared';

/** Under a paged table: how many there are in all, and the pages when there is more than one. */
export function CountAndPages({
  total,
  pageSize,
  page,
  onPage,
  noun,
  label,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** Singular; an s makes the plural ('scan', 'case'). */
  noun: string;
  label: string;
}) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm">
        {total} {total === 1 ? noun : `${noun}s`}
      </Text>
      {total > pageSize && (
        <LabelledPagination total={Math.ceil(total / pageSize)} value={page} onChange={onPage} aria-label={label} />
      )}
    </Group>
  );
}

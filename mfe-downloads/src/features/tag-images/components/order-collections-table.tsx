import { Anchor, Checkbox, Input, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from 'shared/routes';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCount, formatDate, LoadingPanel, queryState, usePagedRows, type Collection } from 'shared';
import { ORDER_COLLECTIONS_PAGE_SIZE } from '../tag-download-job';

/** 001 §4 top-up status: tags ordered but not made yet. */
const processingOf = (collection: Collection) => Math.max(0, collection.tagsOrdered - collection.tagCount);

interface OrderCollectionsTableProps {
  projectId: string;
  labelledBy: string;
  collections: UseQueryResult<Collection[]>;
  selectedIds: string[];
  onSelectedIdsChange: (ids: string[]) => void;
  error?: string;
}

/**
 * The dialog's collection picker (001 §2, §9): a checkbox per row, 100 rows per page, and '+N processing'
 * beside the total while an order of the collection is being made.
 */
export function OrderCollectionsTable({
  projectId,
  labelledBy,
  collections,
  selectedIds,
  onSelectedIdsChange,
  error,
}: OrderCollectionsTableProps) {
  const rows = collections.data ?? [];
  const { pageRows, pager } = usePagedRows(rows, ORDER_COLLECTIONS_PAGE_SIZE);
  const selected = new Set(selectedIds);
  const pageSelected = pageRows.filter((collection) => selected.has(collection.id)).length;

  const toggle = (id: string, checked: boolean) =>
    onSelectedIdsChange(checked ? [...selectedIds, id] : selectedIds.filter((selectedId) => selectedId !== id));
  const togglePage = (checked: boolean) => {
    const pageIds = new Set(pageRows.map((collection) => collection.id));
    const others = selectedIds.filter((id) => !pageIds.has(id));
    onSelectedIdsChange(checked ? [...others, ...pageIds] : others);
  };

  return (
    <Stack gap="xs">
      <LoadingPanel
        {...queryState(collections)}
        errorText="Failed to load collections. Please try again."
        isEmpty={rows.length === 0}
        emptyText="This project is empty."
      >
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover aria-labelledby={labelledBy}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select every collection on this page"
                    checked={pageRows.length > 0 && pageSelected === pageRows.length}
                    indeterminate={pageSelected > 0 && pageSelected < pageRows.length}
                    onChange={(event) => togglePage(event.currentTarget.checked)}
                  />
                </Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Total Fingerprints</Table.Th>
                <Table.Th>Date Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageRows.map((collection) => (
                <Table.Tr key={collection.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${collection.name}`}
                      checked={selected.has(collection.id)}
                      onChange={(event) => toggle(collection.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.orders(projectId, collection.id)}>
                      {collection.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {formatCount(collection.tagCount)}
                    {processingOf(collection) > 0 && (
                      <Text span size="sm" ml="xs">
                        +{formatCount(processingOf(collection))} processing
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(collection.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pager}
      </LoadingPanel>
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}

import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatCount, formatDate, statusBadgeColour, usePagedRows, type Collection } from 'shared';
import { paths } from 'shared/routes';

/** 001 §4: tags ordered minus tags made; shades keep white badge text above 4.5:1. */
function TopUpStatus({ collection }: { collection: Collection }) {
  const processing = collection.tagsOrdered - collection.tagCount;
  if (processing > 0) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Badge color={statusBadgeColour.inprogress}>Processing</Badge>
        <Text size="sm">+{formatCount(processing)} processing</Text>
      </Group>
    );
  }
  return collection.tagsOrdered > 0 ? (
    <Badge color={statusBadgeColour.success}>Complete</Badge>
  ) : (
    <Badge color={statusBadgeColour.neutral}>Empty</Badge>
  );
}

export function CollectionsTable({ projectId, collections }: { projectId: string; collections: Collection[] }) {
  const { pageRows, pager } = usePagedRows(collections);
  return (
    <>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Total Fingerprints</Table.Th>
            <Table.Th>Top-up Status</Table.Th>
            <Table.Th>Date Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((collection) => (
            <Table.Tr key={collection.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.orders(projectId, collection.id)}>
                  {collection.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatCount(collection.tagCount)}</Table.Td>
              <Table.Td>
                <TopUpStatus collection={collection} />
              </Table.Td>
              <Table.Td>{formatDate(collection.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pager}
    </>
  );
}

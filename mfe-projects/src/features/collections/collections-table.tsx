import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, usePagedRows, type Collection } from 'shared';

/** Until tag orders land, a collection is Complete when it holds tags and Empty otherwise (001 §4). */
function TopUpStatus({ collection }: { collection: Collection }) {
  // Shades that keep white badge text above 4.5:1.
  return collection.tagCount > 0 ? <Badge color="teal.9">Complete</Badge> : <Badge color="gray.7">Empty</Badge>;
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
                <Anchor component={Link} to={`/projects/${projectId}/collections/${collection.id}/fingerprints`}>
                  {collection.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{collection.tagCount.toLocaleString('en')}</Table.Td>
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

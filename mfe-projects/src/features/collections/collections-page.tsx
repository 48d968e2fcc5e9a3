import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Pagination, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  api,
  formatDate,
  LoadingPanel,
  PAGE_SIZE,
  pageOf,
  useAsyncData,
  type Collection,
  type ListResponse,
} from 'shared';

async function getCollections(projectId: string): Promise<Collection[]> {
  const { data } = await api('warehouse', { projectId }).get('collections').json<ListResponse<Collection>>();
  return data;
}

/** Until tag orders land, a collection is Complete when it holds tags and Empty otherwise (001 §4). */
function topUpStatus(collection: Collection) {
  // Shades that keep white badge text above 4.5:1.
  return collection.tagCount > 0 ? <Badge color="teal.9">Complete</Badge> : <Badge color="gray.7">Empty</Badge>;
}

export default function CollectionsPage() {
  const { projectId = '' } = useParams();
  const [page, setPage] = useState(1);
  const collections = useAsyncData(`collections:${projectId}`, () => getCollections(projectId));
  const rows = collections.data ?? [];
  return (
    <Stack>
      <Title order={1}>Collections</Title>
      <LoadingPanel
        isLoading={collections.isLoading}
        error={collections.error}
        onRetry={collections.reload}
        isEmpty={rows.length === 0}
        emptyText="This project is empty."
      >
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
            {pageOf(rows, page).map((collection) => (
              <Table.Tr key={collection.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/projects/${projectId}/collections/${collection.id}/fingerprints`}>
                    {collection.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{collection.tagCount.toLocaleString('en')}</Table.Td>
                <Table.Td>{topUpStatus(collection)}</Table.Td>
                <Table.Td>{formatDate(collection.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.length > PAGE_SIZE && (
          <Pagination total={Math.ceil(rows.length / PAGE_SIZE)} value={page} onChange={setPage} />
        )}
      </LoadingPanel>
    </Stack>
  );
}

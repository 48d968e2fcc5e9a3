import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { api, LoadingPanel, useAsyncData, type Collection, type ListResponse } from 'shared';
import { CollectionsTable } from './collections-table';

async function getCollections(projectId: string): Promise<Collection[]> {
  const { data } = await api('warehouse', { projectId }).get('collections').json<ListResponse<Collection>>();
  return data;
}

export default function CollectionsPage() {
  const { projectId = '' } = useParams();
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
        <CollectionsTable projectId={projectId} collections={rows} />
      </LoadingPanel>
    </Stack>
  );
}

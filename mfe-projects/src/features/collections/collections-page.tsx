import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LoadingPanel, useProjectCollections } from 'shared';
import { CollectionsTable } from './collections-table';

export default function CollectionsPage() {
  const { projectId = '' } = useParams();
  const collections = useProjectCollections(projectId);
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

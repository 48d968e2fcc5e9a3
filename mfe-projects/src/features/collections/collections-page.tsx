import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { isSuperUser, LoadingPanel, queryState, useProjectCollections, useSession } from 'shared';
import { CollectionsTable } from './collections-table';
import { CreateCollectionDialog } from './create-collection-dialog';

/** 001 §2 collections list: 15 per page; creating is for system_role above 1 (§6). */
export default function CollectionsPage() {
  const { projectId = '' } = useParams();
  const canCreate = useSession((state) => isSuperUser(state.account));
  const collections = useProjectCollections(projectId);
  const [creating, setCreating] = useState(false);
  const rows = collections.data ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Collections</Title>
        {canCreate && <Button onClick={() => setCreating(true)}>Create collection</Button>}
      </Group>
      <LoadingPanel
        {...queryState(collections)}
        errorText="Failed to load collections. Please try again."
        isEmpty={rows.length === 0}
        emptyText="This project is empty."
      >
        <CollectionsTable projectId={projectId} collections={rows} />
      </LoadingPanel>
      {canCreate && (
        <CreateCollectionDialog projectId={projectId} opened={creating} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}

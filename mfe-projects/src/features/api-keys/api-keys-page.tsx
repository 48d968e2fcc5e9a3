import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingPanel, projectPermissions, queryState, useMyProject } from 'shared';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { useApiKeys } from './get-api-keys';
import { useRevokeApiKey } from './revoke-api-key';

/** 001 §2 /projects/:p/api-keys: the project's keys; creating and revoking need api-key:create. */
export default function ApiKeysPage() {
  const { projectId = '' } = useParams();
  const canCreate = projectPermissions(useMyProject(projectId).data).has('api-key:create');
  const apiKeys = useApiKeys(projectId);
  const revoking = useRevokeApiKey(projectId);
  const [creating, setCreating] = useState(false);
  const rows = apiKeys.data ?? [];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>API keys</Title>
        {canCreate && <Button onClick={() => setCreating(true)}>Create API key</Button>}
      </Group>
      <LoadingPanel
        {...queryState(apiKeys)}
        errorText="Failed to load the API keys. Please try again."
        isEmpty={rows.length === 0}
        emptyText="No API keys found for this project."
      >
        <ApiKeysTable apiKeys={rows} revoking={canCreate ? revoking : undefined} />
      </LoadingPanel>
      {canCreate && <CreateApiKeyDialog projectId={projectId} opened={creating} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isSuperUser, LoadingPanel, queryState, showToast, useResultViews, useSession } from 'shared';
import { paths } from 'shared/routes';
import { CreateViewDialog } from './create-view-dialog';
import { ResultViewsTable } from './components/result-views-table';

/** 001 §2 result views list: newest first, 15 per page; creating is for system_role above 1 (§6). */
export default function ResultViewsPage() {
  const { projectId = '' } = useParams();
  const canCreate = useSession((state) => isSuperUser(state.account));
  const views = useResultViews(projectId);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const rows = views.data ?? [];

  const navigate = useNavigate();
  // 001 §2: a new view opens in the editor, with its placeholder content.
  const created = (view: { id: string; name: string }) => {
    setCreating(false);
    showToast(`Result view "${view.name}" created.`);
    navigate(paths.resultViewEditor(projectId, view.id));
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Result views</Title>
        {canCreate && <Button onClick={() => setCreating(true)}>Create result view</Button>}
      </Group>
      <LoadingPanel
        {...queryState(views)}
        errorText="Failed to load result views. Please try again."
        isEmpty={rows.length === 0}
        emptyText="No result views found."
      >
        <ResultViewsTable projectId={projectId} views={rows} page={page} onPageChange={setPage} />
      </LoadingPanel>
      {canCreate && (
        <CreateViewDialog
          projectId={projectId}
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={created}
        />
      )}
    </Stack>
  );
}

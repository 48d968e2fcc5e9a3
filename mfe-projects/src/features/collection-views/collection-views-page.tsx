import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingPanel, MutationError, projectPermissions, queryState, useMyProject, useResultViews } from 'shared';
import { paths } from 'shared/routes';
import { AssignViewDialog } from './assign-view-dialog';
import { AssignmentsTable } from './assignments-table';
import { useAssignmentWrites, useCollectionViews } from './collection-views-api';
import { scanPageGaps } from './scan-page-coverage';

/** 000 §2 collection /result-views: which view a scan shows, by state, platform and language. */
export default function CollectionViewsPage() {
  const { projectId = '', collectionId = '' } = useParams();
  const canEdit = projectPermissions(useMyProject(projectId).data).has('collection-view:create');
  const entries = useCollectionViews(projectId, collectionId);
  const views = useResultViews(projectId);
  const writes = useAssignmentWrites(projectId, collectionId);
  const [assigning, setAssigning] = useState(false);
  const rows = entries.data ?? [];
  const noViews = views.data?.length === 0;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Result views</Title>
        {canEdit && (
          <Button onClick={() => setAssigning(true)} disabled={!views.data?.length}>
            Assign result view
          </Button>
        )}
      </Group>
      {noViews && (
        <Text>
          This project has no result views yet.{' '}
          <Anchor component={Link} to={paths.resultViews(projectId)}>
            Create result views
          </Anchor>
        </Text>
      )}
      {entries.isSuccess && <ScanPageGaps gaps={scanPageGaps(rows)} />}
      <MutationError
        error={writes.change.error ?? writes.remove.error}
        fallback="The change could not be saved. Please try again."
      />
      <LoadingPanel
        {...queryState(entries)}
        errorText="Failed to load the collection's result views. Please try again."
        isEmpty={rows.length === 0}
        emptyText="No result views are assigned to this collection yet."
      >
        <AssignmentsTable entries={rows} canEdit={canEdit} writes={writes} />
      </LoadingPanel>
      {canEdit && (
        <AssignViewDialog
          views={views.data ?? []}
          entries={rows}
          opened={assigning}
          onClose={() => setAssigning(false)}
          assign={writes.assign}
        />
      )}
    </Stack>
  );
}

/** Where a consumer scanning this collection's tags would not see a page, and what they see instead. */
function ScanPageGaps({ gaps }: { gaps: string[] }) {
  if (gaps.length === 0) return null;
  return (
    <Alert color="red" title="Where scans have no page">
      <List size="sm" spacing="xs">
        {gaps.map((gap) => (
          <List.Item key={gap}>{gap}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

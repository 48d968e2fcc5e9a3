import { Group, Text } from '@mantine/core';
import {
  LoadingPanel,
  projectPermissions,
  queryState,
  TagStatusBadge,
  TagStatusForm,
  useMyProject,
  useTagStatus,
} from 'shared';

/**
 * The scanned tag's status now (not at the scan), changed right here by whoever may change it in the scan's
 * project: an engineer who sees a counterfeit in TED blacklists the tag without leaving the scan.
 */
export function ScanTagStatus({ projectId, tagId }: { projectId: string; tagId: string }) {
  const status = useTagStatus(projectId, tagId);
  const project = useMyProject(projectId);
  const canChange = projectPermissions(project.data).has('tag:update-status');
  return (
    <LoadingPanel {...queryState(status)} errorText="Failed to load the tag's status. Please try again.">
      {status.data && (
        <>
          <Group gap="xs">
            <Text size="sm">Now</Text>
            <TagStatusBadge status={status.data.status} />
          </Group>
          {canChange && (
            <TagStatusForm key={status.data.status} projectId={projectId} tagId={tagId} status={status.data.status} />
          )}
        </>
      )}
    </LoadingPanel>
  );
}

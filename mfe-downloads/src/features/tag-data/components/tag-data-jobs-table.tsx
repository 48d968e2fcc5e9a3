import { Button, Group, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatCount, LoadingPanel, plural, saveFile } from 'shared';
import { JobActions } from '../../../jobs/job-actions';
import type { TagDataKind } from 'shared/contracts/tag-data';
import { usePrepareAll } from '../run-tag-data-jobs';
import { deleteArchive, loadArchive } from '../../../jobs/persisted-jobs';
import { useTagDataJobs, type TagDataJob } from '../tag-data-jobs-store';

async function saveToDisk(job: TagDataJob) {
  const archive = await loadArchive(job.id);
  if (archive) saveFile(archive, `${job.fileName}.zip`);
}

function JobProgress({ job }: { job: TagDataJob }) {
  const percent = job.tagCount > 0 ? Math.round((job.tagsComplete / job.tagCount) * 100) : 0;
  const label = `${job.fileName}: ${formatCount(job.tagsComplete)} of ${plural(job.tagCount, 'tag')}`;
  if (job.status === 'archiving')
    return <Progress value={100} animated striped aria-label={`${job.fileName}: archiving`} />;
  return <Progress value={job.status === 'complete' ? 100 : percent} aria-label={label} />;
}

/** 000 §4: the jobs of this kind, 'Prepare All' while any is queued, a Download once each is complete. */
export function TagDataJobsTable({
  kind,
  projectId,
  collectionId,
}: {
  kind: TagDataKind;
  projectId: string;
  collectionId: string;
}) {
  const jobs = useTagDataJobs(kind, projectId, (state) => state.jobs).filter(
    (job) => job.collectionId === collectionId,
  );
  const update = useTagDataJobs(kind, projectId, (state) => state.update);
  const remove = useTagDataJobs(kind, projectId, (state) => state.remove);
  const hydrated = useTagDataJobs(kind, projectId, (state) => state.hydrated);
  const { prepareAll, running } = usePrepareAll(kind, projectId);

  if (!hydrated || jobs.length === 0) {
    return (
      <LoadingPanel isLoading={!hydrated} isEmpty emptyText="No downloads yet. Queue one above.">
        {null}
      </LoadingPanel>
    );
  }
  const anyQueued = jobs.some((job) => job.status === 'queued');

  const discard = (job: TagDataJob) => {
    remove(job.id);
    deleteArchive(job.id);
  };

  return (
    <Stack gap="sm">
      {anyQueued && (
        <Group>
          <Button onClick={() => void prepareAll()} loading={running}>
            Prepare All
          </Button>
        </Group>
      )}
      <Table aria-label="Downloads">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>Tags</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>{job.fileName}.zip</Table.Td>
              <Table.Td>
                {formatCount(job.startTagOffset)} to {formatCount(job.startTagOffset + job.tagCount - 1)}
              </Table.Td>
              <Table.Td miw={160}>
                <JobProgress job={job} />
              </Table.Td>
              <Table.Td>
                {job.status}
                {job.error && (
                  <Text size="xs" c="red">
                    {job.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <JobActions
                  name={`${job.fileName}.zip`}
                  status={job.status}
                  running={job.status === 'downloading data' || job.status === 'archiving'}
                  onRestart={() => update(job.id, { status: 'queued', tagsComplete: 0, error: undefined })}
                  onDownload={() => void saveToDisk(job)}
                  onRemove={() => discard(job)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

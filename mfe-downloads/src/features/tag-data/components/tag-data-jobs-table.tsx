import { Button, Group, Progress, Stack } from '@mantine/core';
import { formatCount, LoadingPanel, plural } from 'shared';
import { JobsTable, type JobColumn } from '../../../jobs/jobs-table';
import type { TagDataKind } from 'shared/contracts/tag-data';
import { usePrepareAll } from '../run-tag-data-jobs';
import { useTagDataJobs, type TagDataJob } from '../tag-data-jobs-store';

function JobProgress({ job }: { job: TagDataJob }) {
  const percent = job.tagCount > 0 ? Math.round((job.tagsComplete / job.tagCount) * 100) : 0;
  const label = `${job.fileName}: ${formatCount(job.tagsComplete)} of ${plural(job.tagCount, 'tag')}`;
  if (job.status === 'archiving')
    return <Progress value={100} animated striped aria-label={`${job.fileName}: archiving`} />;
  return <Progress value={job.status === 'complete' ? 100 : percent} aria-label={label} />;
}

const columns: JobColumn<TagDataJob>[] = [
  { header: 'File', cell: (job) => `${job.fileName}.zip` },
  {
    header: 'Tags',
    cell: (job) => `${formatCount(job.startTagOffset)} to ${formatCount(job.startTagOffset + job.tagCount - 1)}`,
  },
  { header: 'Progress', cell: (job) => <JobProgress job={job} />, minWidth: 160 },
];

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

  return (
    <Stack gap="sm">
      {anyQueued && (
        <Group>
          <Button onClick={() => void prepareAll()} loading={running}>
            Prepare All
          </Button>
        </Group>
      )}
      <JobsTable
        label="Downloads"
        minWidth={600}
        jobs={jobs}
        columns={columns}
        actionName={(job) => `${job.fileName}.zip`}
        running={(job) => job.status === 'downloading data' || job.status === 'archiving'}
        onRestart={(job) => update(job.id, { status: 'queued', tagsComplete: 0, error: undefined })}
        onRemove={(job) => remove(job.id)}
      />
    </Stack>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import { LoadingPanel } from 'shared';
import { useRunTagDownloads } from '../hooks/run-tag-downloads';
import { useTagDownloadQueue } from '../tag-download-queue-store';
import { TagJobsTable } from './tag-jobs-table';

export const EMPTY_QUEUE_TEXT = 'Set up a new tag download to get started.';

/** 'Queued Downloads' (001 §2): the local download jobs of this project, kept across reloads. */
export function QueuedDownloads({ projectId }: { projectId: string }) {
  const jobs = useTagDownloadQueue(projectId, (state) => state.jobs);
  const hydrated = useTagDownloadQueue(projectId, (state) => state.hydrated);
  const { run, running } = useRunTagDownloads(projectId);
  const anyQueued = jobs.some((job) => job.status === 'queued');

  return (
    <Stack component="section" aria-labelledby="queued-downloads-title" gap="sm">
      <Title order={2} id="queued-downloads-title">
        Queued Downloads
      </Title>
      <LoadingPanel isLoading={!hydrated} isEmpty={jobs.length === 0} emptyText={EMPTY_QUEUE_TEXT}>
        <TagJobsTable projectId={projectId} jobs={jobs} />
      </LoadingPanel>
      <Group gap="sm">
        <Button
          disabled={!anyQueued}
          loading={running}
          onClick={() => void run({ which: () => true, saveWhenDone: true })}
        >
          Start Downloads
        </Button>
      </Group>
    </Stack>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, Button, Group, Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { LoadingPanel, statusBadgeColour, usePagedRows } from 'shared';
import { useStartDownloads } from '../../components/tag-images/run-tag-downloads';
import {
  isRunning,
  type TagDownloadJob,
  type TagDownloadJobStatus,
} from '../../components/tag-images/tag-download-job';
import { tagDownloadQueue, useTagDownloadQueue } from '../../components/tag-images/tag-download-queue-store';

export const EMPTY_QUEUE_TEXT = 'Set up a new tag download to get started.';
const QUEUE_PAGE_SIZE = 100;

/** Filled badge colours dark enough for white text at WCAG AA. */
const statusColour: Record<TagDownloadJobStatus, string> = {
  queued: 'gray.8',
  'downloading data': 'indigo.8',
  generating: 'indigo.8',
  archiving: 'indigo.8',
  finalising: 'indigo.8',
  'cleaning up': 'indigo.8',
  complete: statusBadgeColour.success,
  failed: 'red.8',
  interrupted: 'orange.9',
};

function formatLabel(job: TagDownloadJob): string {
  return job.imageFormatOption === 'PDF'
    ? `PDF (${job.pdfTagSize} mm, margin ${job.pdfTagMargin} mm)`
    : job.imageFormatOption;
}

/** 'Queued Downloads' (001 §2): the local download jobs of this project, kept across reloads. */
export function QueuedDownloads({ projectId }: { projectId: string }) {
  const jobs = useTagDownloadQueue(projectId, (state) => state.jobs);
  const { pageRows, pager } = usePagedRows(jobs, QUEUE_PAGE_SIZE);
  const { remove, update } = tagDownloadQueue(projectId).getState();
  const { startDownloads, running } = useStartDownloads(projectId);
  const anyQueued = jobs.some((job) => job.status === 'queued');

  return (
    <Stack component="section" aria-labelledby="queued-downloads-title" gap="sm">
      <Title order={2} id="queued-downloads-title">
        Queued Downloads
      </Title>
      <LoadingPanel isLoading={false} isEmpty={jobs.length === 0} emptyText={EMPTY_QUEUE_TEXT}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Collection</Table.Th>
                <Table.Th>Archive</Table.Th>
                <Table.Th>Format</Table.Th>
                <Table.Th>Number of Fingerprints</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageRows.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td>{job.collectionName}</Table.Td>
                  <Table.Td>{`${job.archiveNumber}/${job.archiveTotal}`}</Table.Td>
                  <Table.Td>{formatLabel(job)}</Table.Td>
                  <Table.Td>{job.tagCount.toLocaleString('en')}</Table.Td>
                  <Table.Td miw={120}>
                    <Progress
                      value={job.status === 'archiving' ? 100 : job.percentageComplete}
                      animated={job.status === 'archiving'}
                      striped={job.status === 'archiving'}
                      aria-label={`Progress of ${job.fileName}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColour[job.status]}>{job.status}</Badge>
                    {job.error && (
                      <Text size="xs" c="red.8">
                        {job.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {(job.status === 'failed' || job.status === 'interrupted') && (
                        <Button
                          variant="default"
                          size="xs"
                          aria-label={`Restart ${job.fileName}`}
                          onClick={() =>
                            update(job.id, {
                              status: 'queued',
                              tagsComplete: 0,
                              percentageComplete: 0,
                              error: undefined,
                            })
                          }
                        >
                          Restart
                        </Button>
                      )}
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={`Remove ${job.fileName}`}
                        disabled={isRunning(job)}
                        onClick={() => remove(job.id)}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pager}
      </LoadingPanel>
      <Group gap="sm">
        <Button disabled={!anyQueued} loading={running} onClick={() => void startDownloads()}>
          Start Downloads
        </Button>
      </Group>
    </Stack>
  );
}

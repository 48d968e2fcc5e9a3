import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, Button, Group, Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { LoadingPanel, statusBadgeColour, usePagedRows } from 'shared';
import type { TagDownloadJob, TagDownloadJobStatus } from './tag-download-job';
import { tagDownloadQueue, useTagDownloadQueue } from './tag-download-queue-store';

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
  const remove = (jobId: string) => tagDownloadQueue(projectId).getState().remove(jobId);

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
                    <Progress value={job.percentageComplete} aria-label={`Progress of ${job.fileName}`} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColour[job.status]}>{job.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`Remove ${job.fileName}`}
                      onClick={() => remove(job.id)}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pager}
      </LoadingPanel>
      <Group gap="sm">
        <Button disabled aria-describedby="start-downloads-note">
          Start Downloads
        </Button>
        <Text size="sm" c="dimmed" id="start-downloads-note">
          Generating tag images arrives with the tag-generation release; queued downloads are kept until then.
        </Text>
      </Group>
    </Stack>
  );
}

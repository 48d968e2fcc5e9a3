import { Badge, Progress, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatCount, saveFile, statusBadgeColour, usePagedRows } from 'shared';
import { deleteArchive, loadArchive } from '../../../jobs/persisted-jobs';
import { JobActions } from '../../../jobs/job-actions';
import { isRunning, type TagDownloadJob, type TagDownloadJobStatus } from '../tag-download-job';
import { jobOptionWords } from '../tag-job-options';
import { progressWords } from '../tag-job-progress';
import { tagDownloadQueue } from '../tag-download-queue-store';

const JOBS_PAGE_SIZE = 100;

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

function JobProgress({ job }: { job: TagDownloadJob }) {
  const { count, pace } = progressWords(job);
  return (
    <>
      <Progress
        value={job.status === 'archiving' ? 100 : job.percentageComplete}
        animated={job.status === 'archiving'}
        striped={job.status === 'archiving'}
        aria-label={`Progress of ${job.fileName}`}
      />
      <Text size="xs">{count}</Text>
      {pace && <Text size="xs">{pace}</Text>}
    </>
  );
}

async function download(job: TagDownloadJob) {
  const archive = await loadArchive(job.id);
  if (archive) saveFile(archive, `${job.fileName}.zip`);
}

/**
 * Tag image jobs with their file, options, progress (tags done, rate, time left) and state (001 §2
 * 'Queued Downloads'), 100 a page: Download once complete, Restart when failed or interrupted, Remove
 * when not under way.
 */
export function TagJobsTable({ projectId, jobs }: { projectId: string; jobs: TagDownloadJob[] }) {
  const { pageRows, pager } = usePagedRows(jobs, JOBS_PAGE_SIZE);
  const { remove, update } = tagDownloadQueue(projectId).getState();
  return (
    <>
      <Table.ScrollContainer minWidth={1100}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Collection</Table.Th>
              <Table.Th>Archive</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>Options</Table.Th>
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
                <Table.Td>{`${job.fileName}.zip`}</Table.Td>
                <Table.Td>{jobOptionWords(job).join(', ')}</Table.Td>
                <Table.Td>{formatCount(job.tagCount)}</Table.Td>
                <Table.Td miw={180}>
                  <JobProgress job={job} />
                </Table.Td>
                <Table.Td>
                  {/* At least as wide as its words: a badge's own overflow rule cut it to 'CO…' in a narrow cell. */}
                  <Badge color={statusColour[job.status]} miw="max-content">
                    {job.status}
                  </Badge>
                  {job.error && (
                    <Text size="xs" c="red.8">
                      {job.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <JobActions
                    name={job.fileName}
                    status={job.status}
                    running={isRunning(job)}
                    onRestart={() =>
                      update(job.id, {
                        status: 'queued',
                        tagsComplete: 0,
                        percentageComplete: 0,
                        tagsPerSecond: undefined,
                        error: undefined,
                      })
                    }
                    onDownload={() => void download(job)}
                    onRemove={() => {
                      remove(job.id);
                      deleteArchive(job.id);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager}
    </>
  );
}

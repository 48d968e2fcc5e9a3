import { Badge, Progress, Text } from '@mantine/core';
import { formatCount, statusBadgeColour } from 'shared';
import { JobsTable, type JobColumn } from '../../../jobs/jobs-table';
import { isRunning, type TagDownloadJob, type TagDownloadJobStatus } from '../tag-download-job';
import { jobOptionWords } from '../tag-job-options';
import { progressWords } from '../tag-job-progress';
import { tagDownloadQueue } from '../tag-download-queue-store';

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

const columns: JobColumn<TagDownloadJob>[] = [
  { header: 'Collection', cell: (job) => job.collectionName },
  { header: 'Archive', cell: (job) => `${job.archiveNumber}/${job.archiveTotal}` },
  { header: 'File', cell: (job) => `${job.fileName}.zip` },
  { header: 'Options', cell: (job) => jobOptionWords(job).join(', ') },
  { header: 'Number of Fingerprints', cell: (job) => formatCount(job.tagCount) },
  { header: 'Progress', cell: (job) => <JobProgress job={job} />, minWidth: 180 },
];

/**
 * Tag image jobs with their file, options, progress (tags done, rate, time left) and state (001 §2
 * 'Queued Downloads'), 100 a page: Download once complete, Restart when failed or interrupted, Remove
 * when not under way.
 */
export function TagJobsTable({ projectId, jobs }: { projectId: string; jobs: TagDownloadJob[] }) {
  const { remove, update } = tagDownloadQueue(projectId).getState();
  return (
    <JobsTable
      minWidth={1100}
      jobs={jobs}
      columns={columns}
      // At least as wide as its words: a badge's own overflow rule cut it to 'CO…' in a narrow cell.
      status={(job) => (
        <Badge color={statusColour[job.status]} miw="max-content">
          {job.status}
        </Badge>
      )}
      actionName={(job) => job.fileName}
      running={isRunning}
      onRestart={(job) =>
        update(job.id, {
          status: 'queued',
          tagsComplete: 0,
          percentageComplete: 0,
          tagsPerSecond: undefined,
          error: undefined,
        })
      }
      onRemove={(job) => remove(job.id)}
    />
  );
}

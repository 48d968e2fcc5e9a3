import { saveFile } from 'shared';
import { useJobsInTurn } from '../../../jobs/jobs-in-turn';
import { saveArchive } from '../../../jobs/persisted-jobs';
import { TagFilePool } from '../worker/tag-file-pool';
import { fetchArchiveTags, runTagImageJob, type ArchiveTag } from '../archive/run-tag-download-job';
import type { TagDownloadJob } from '../tag-download-job';
import { tagDownloadQueue } from '../tag-download-queue-store';

export interface RunOptions {
  /** Which queued jobs to make, e.g. one collection's. */
  which: (job: TagDownloadJob) => boolean;
  /** Hand each archive to the browser's downloads as it is done ('Start Downloads'), besides keeping it. */
  saveWhenDone: boolean;
}

/**
 * Makes queued jobs one after another through every state of 001 §4, keeping each archive in IndexedDB
 * for its Download button. A failed job says why and the next one starts. One run per project at a time.
 */
export function useRunTagDownloads(projectId: string) {
  const { runInTurn, running } = useJobsInTurn(`tag-images:${projectId}`);

  const run = async ({ which, saveWhenDone }: RunOptions) => {
    const queue = tagDownloadQueue(projectId);
    const { update } = queue.getState();
    const nextQueued = (jobs: TagDownloadJob[], after?: TagDownloadJob) =>
      jobs.find((job) => job.status === 'queued' && which(job) && job.id !== after?.id);
    // Made at the first job, so a click while a run is under way starts no workers.
    let pool: TagFilePool | undefined;
    let prefetched: { jobId: string; tags: Promise<ArchiveTag[]> } | undefined;
    try {
      await runInTurn(queue, nextQueued, async (job) => {
        pool ??= new TagFilePool();
        const tags = prefetched?.jobId === job.id ? prefetched.tags : fetchArchiveTags(job);
        // The next archive's tags are fetched while this one is made, so no archive waits on the API.
        const following = nextQueued(queue.getState().jobs, job);
        prefetched = following && { jobId: following.id, tags: fetchArchiveTags(following) };
        // A failed prefetch is that job's failure, reported when it runs.
        prefetched?.tags.catch(() => undefined);
        const archive = await runTagImageJob(job, tags, pool, (progress) => update(job.id, progress));
        update(job.id, { status: 'finalising' });
        await saveArchive(job.id, archive);
        if (saveWhenDone) saveFile(archive, `${job.fileName}.zip`);
        update(job.id, { status: 'cleaning up' });
        pool.configure(null);
        update(job.id, { status: 'complete', percentageComplete: 100 });
      });
    } finally {
      pool?.terminate();
    }
  };
  return { run, running };
}

import { useState } from 'react';
import { jobFailure, saveArchive } from '../persisted-jobs';
import { saveFile } from '../save-file';
import { PngRenderPool } from './png-pool';
import { runTagImageJob } from './run-tag-download-job';
import type { TagDownloadJob } from './tag-download-job';
import { tagDownloadQueue } from './tag-download-queue-store';

const runningProjects = new Set<string>();

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
  const [running, setRunning] = useState(false);

  const run = async ({ which, saveWhenDone }: RunOptions) => {
    if (runningProjects.has(projectId)) return;
    runningProjects.add(projectId);
    setRunning(true);
    const queue = tagDownloadQueue(projectId);
    const { update } = queue.getState();
    const pool = new PngRenderPool();
    try {
      const next = () => queue.getState().jobs.find((job) => job.status === 'queued' && which(job));
      for (let job = next(); job; job = next()) {
        const jobId = job.id;
        try {
          const archive = await runTagImageJob(job, pool, (progress) => update(jobId, progress));
          update(jobId, { status: 'finalising' });
          await saveArchive(jobId, archive);
          if (saveWhenDone) saveFile(archive, `${job.fileName}.zip`);
          update(jobId, { status: 'cleaning up' });
          pool.configure(null);
          update(jobId, { status: 'complete', percentageComplete: 100 });
        } catch (error) {
          update(jobId, { status: 'failed', error: jobFailure(error) });
        }
      }
    } finally {
      pool.terminate();
      runningProjects.delete(projectId);
      setRunning(false);
    }
  };
  return { run, running: running || runningProjects.has(projectId) };
}

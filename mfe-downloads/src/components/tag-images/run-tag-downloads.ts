import { useState } from 'react';
import { PngRenderPool } from './png-pool';
import { runTagImageJob } from './run-tag-download-job';
import { saveFile } from '../save-file';
import { tagDownloadQueue } from './tag-download-queue-store';

/**
 * 'Start Downloads' (001 §2): the queued jobs one after another, each drawn, zipped and handed to the
 * browser's downloads, through every state of 001 §4. A failed job says why and the next one starts.
 */
export function useStartDownloads(projectId: string) {
  const [running, setRunning] = useState(false);

  const startDownloads = async () => {
    if (running) return;
    setRunning(true);
    const queue = tagDownloadQueue(projectId);
    const { update } = queue.getState();
    const pool = new PngRenderPool();
    try {
      const next = () => queue.getState().jobs.find((job) => job.status === 'queued');
      for (let job = next(); job; job = next()) {
        const jobId = job.id;
        try {
          const archive = await runTagImageJob(job, pool, (progress) => update(jobId, progress));
          update(jobId, { status: 'finalising' });
          saveFile(archive, `${job.fileName}.zip`);
          update(jobId, { status: 'cleaning up' });
          update(jobId, { status: 'complete', percentageComplete: 100 });
        } catch (error) {
          update(jobId, { status: 'failed', error: (error as Error).message });
        }
      }
    } finally {
      pool.terminate();
      setRunning(false);
    }
  };
  return { startDownloads, running };
}

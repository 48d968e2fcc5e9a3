import { strToU8, zipSync } from 'fflate';
import { useState } from 'react';
import { useSession } from 'shared';
import { fetchTags } from '../fetch-tags';
import type { TagDataKind } from './parse-tag-data-csv';
import { FIELDS_OF, tagDataCsv, type TagWithData } from './tag-data-csv-file';
import { jobFailure, saveArchive } from '../persisted-jobs';
import { tagDataJobs, type TagDataJob } from './tag-data-jobs-store';

type Update = (jobId: string, change: Partial<TagDataJob>) => void;

/** One job: its tags in chunks (tagsComplete counts them), a CSV, a zip at level 9 kept in IndexedDB. */
export async function runTagDataJob(projectId: string, job: TagDataJob, update: Update): Promise<void> {
  update(job.id, { status: 'downloading data', tagsComplete: 0, error: undefined });
  let received = 0;
  const tags = await fetchTags<TagWithData>(
    {
      projectId,
      collectionId: job.collectionId,
      start: job.startTagOffset,
      count: job.tagCount,
      fields: FIELDS_OF[job.kind],
    },
    (count) => {
      received += count;
      update(job.id, { tagsComplete: received });
    },
  );
  update(job.id, { status: 'archiving' });
  const archive = zipSync({ [`${job.fileName}.csv`]: [strToU8(tagDataCsv(tags, job.kind)), { level: 9 }] });
  await saveArchive(job.id, new Blob([archive], { type: 'application/zip' }));
  update(job.id, { status: 'complete' });
}

const preparing = new Set<string>();

/**
 * 000 §4 'Prepare All': the queued jobs that have not started (tagsComplete 0), one after another.
 * A failed job says why and the rest go on.
 */
export function usePrepareAll(kind: TagDataKind, projectId: string) {
  const accountId = useSession((state) => state.account?.id ?? 'signed-out');
  const [running, setRunning] = useState(false);
  const key = `${accountId}:${projectId}:${kind}`;

  const prepareAll = async () => {
    if (preparing.has(key)) return;
    preparing.add(key);
    setRunning(true);
    const store = tagDataJobs(kind, projectId, accountId);
    const { update } = store.getState();
    try {
      const ready = () => store.getState().jobs.find((job) => job.status === 'queued' && job.tagsComplete === 0);
      for (let job = ready(); job; job = ready()) {
        await runTagDataJob(projectId, job, update).catch((error: unknown) =>
          update(job!.id, { status: 'failed', error: jobFailure(error) }),
        );
      }
    } finally {
      preparing.delete(key);
      setRunning(false);
    }
  };
  return { prepareAll, running: running || preparing.has(key) };
}

import { strToU8, zipSync } from 'fflate';
import { useSession } from 'shared';
import { fetchTags } from '../../jobs/fetch-tags';
import type { TagDataKind } from 'shared/contracts/tag-data';
import { FIELDS_OF, tagDataCsv, type TagWithData } from './csv/tag-data-csv-file';
import { useJobsInTurn } from '../../jobs/jobs-in-turn';
import { saveArchive } from '../../jobs/persisted-jobs';
import { filtersOf, tagDataJobs, type TagDataJob } from './tag-data-jobs-store';

type Update = (jobId: string, change: Partial<TagDataJob>) => void;

/** One job: its tags in chunks (tagsComplete counts them), a CSV, a zip at level 9 kept in IndexedDB. */
export async function runTagDataJob(projectId: string, job: TagDataJob, update: Update): Promise<void> {
  update(job.id, { status: 'downloading data', tagsComplete: 0, error: undefined });
  let received = 0;
  const tags = await fetchTags<TagWithData>(
    {
      projectId,
      collectionIds: filtersOf(job).collectionIds,
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

/**
 * 000 §4 'Prepare All': the queued jobs that have not started (tagsComplete 0), one after another.
 * A failed job says why and the rest go on.
 */
export function usePrepareAll(kind: TagDataKind, projectId: string) {
  const accountId = useSession((state) => state.account?.id ?? 'signed-out');
  const { runInTurn, running } = useJobsInTurn(`${accountId}:${projectId}:${kind}`);
  const prepareAll = () => {
    const store = tagDataJobs(kind, projectId, accountId);
    return runInTurn(
      store,
      (jobs) => jobs.find((job) => job.status === 'queued' && job.tagsComplete === 0),
      (job) => runTagDataJob(projectId, job, store.getState().update),
    );
  };
  return { prepareAll, running };
}

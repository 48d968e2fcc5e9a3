import { jobFamily, type JobsState } from '../../jobs/persisted-jobs';
import { RUNNING_STATUSES, type TagDownloadJob } from './tag-download-job';

const tagDownloadJobFamily = jobFamily<TagDownloadJob>({
  prefix: 'sf-download-queue:',
  running: RUNNING_STATUSES,
  interrupted: 'interrupted',
});

/** The project's tag image jobs for the signed-in account ('Queued Downloads', and each collection's). */
export const tagDownloadQueue = (projectId: string, accountId?: string) =>
  tagDownloadJobFamily.storeOf(projectId, accountId);

export const useTagDownloadQueue = <T>(projectId: string, select: (state: JobsState<TagDownloadJob>) => T) =>
  tagDownloadJobFamily.useJobs(projectId, select);

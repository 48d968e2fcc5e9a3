import { jobFamily, type JobsState } from '../../jobs/persisted-jobs';
import type { TagDataKind } from 'shared/contracts/tag-data';

/** 000 §4: queued → downloading data → archiving → complete; 'interrupted' when a reload cut it short. */
export type TagDataJobStatus = 'queued' | 'downloading data' | 'archiving' | 'complete' | 'failed' | 'interrupted';

/** 000 §3 `filters`: the GET /tags selection the job downloads from (its range counts across these collections). */
export interface TagDataFilters {
  collectionIds: string[];
}

/** A job's filters; a job stored before jobs carried them took its own collection. */
export const filtersOf = (job: Pick<TagDataJob, 'collectionId'> & { filters?: TagDataFilters }): TagDataFilters =>
  job.filters ?? { collectionIds: [job.collectionId] };

/** 000 §3's local download job for metadata and custom attributes. */
export interface TagDataJob {
  id: string;
  kind: TagDataKind;
  fileName: string;
  collectionId: string;
  startTagOffset: number;
  tagCount: number;
  tagsComplete: number;
  status: TagDataJobStatus;
  /** 000 §3: how the tags were chosen; one method so far (a range of indexes). */
  downloadMethod: 'range';
  filters: TagDataFilters;
  createdAt: string;
  error?: string;
}

const tagDataJobFamily = jobFamily<TagDataJob>({
  prefix: 'sf-tag-data-jobs:',
  running: ['downloading data', 'archiving'],
  interrupted: 'interrupted',
});

/** The jobs of one kind in one project. */
export const tagDataJobs = (kind: TagDataKind, projectId: string, accountId?: string) =>
  tagDataJobFamily.storeOf(`${projectId}:${kind}`, accountId);

export const useTagDataJobs = <T>(kind: TagDataKind, projectId: string, select: (state: JobsState<TagDataJob>) => T) =>
  tagDataJobFamily.useJobs(`${projectId}:${kind}`, select);

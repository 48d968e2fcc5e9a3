import { del, delMany, get, keys, set } from 'idb-keyval';
import { useSession } from 'shared';
import { createStore, useStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { TagDataKind } from './parse-tag-data-csv';

/** 000 §4: queued → downloading data → archiving → complete; 'interrupted' when a reload cut it short. */
export type TagDataJobStatus = 'queued' | 'downloading data' | 'archiving' | 'complete' | 'failed' | 'interrupted';

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
  createdAt: string;
  error?: string;
}

interface TagDataJobsState {
  jobs: TagDataJob[];
  enqueue: (job: TagDataJob) => void;
  update: (jobId: string, change: Partial<TagDataJob>) => void;
  remove: (jobId: string) => void;
}

const JOBS_PREFIX = 'sf-tag-data-jobs:';
const ARCHIVE_PREFIX = 'sf-tag-data-archive:';
const RUNNING: TagDataJobStatus[] = ['downloading data', 'archiving'];

/** IndexedDB through idb-keyval: jobs and their archives survive a reload or a closed tab. */
const indexedDbStorage: StateStorage = {
  getItem: async (name) => (await get<string>(name)) ?? null,
  setItem: (name, value) => set(name, value),
  removeItem: (name) => del(name),
};

const stores = new Map<string, StoreApi<TagDataJobsState>>();

function createJobsStore(name: string): StoreApi<TagDataJobsState> {
  return createStore<TagDataJobsState>()(
    persist(
      (setState) => ({
        jobs: [],
        enqueue: (job) => setState((state) => ({ jobs: [...state.jobs, job] })),
        update: (jobId, change) =>
          setState((state) => ({ jobs: state.jobs.map((job) => (job.id === jobId ? { ...job, ...change } : job)) })),
        remove: (jobId) => setState((state) => ({ jobs: state.jobs.filter((job) => job.id !== jobId) })),
      }),
      {
        name,
        storage: createJSONStorage(() => indexedDbStorage),
        partialize: ({ jobs }) => ({ jobs }),
        // A job that was running when the page went away did not finish: it can be restarted.
        merge: (persisted, current) => {
          const jobs = (persisted as { jobs?: unknown } | undefined)?.jobs;
          const stored = Array.isArray(jobs) ? (jobs as TagDataJob[]) : [];
          return {
            ...current,
            jobs: stored.map((job) => (RUNNING.includes(job.status) ? { ...job, status: 'interrupted' } : job)),
          };
        },
      },
    ),
  );
}

/** The jobs of one kind, project and signed-in account. */
export function tagDataJobs(kind: TagDataKind, projectId: string, accountId: string): StoreApi<TagDataJobsState> {
  const name = `${JOBS_PREFIX}${accountId}:${projectId}:${kind}`;
  let store = stores.get(name);
  if (!store) {
    store = createJobsStore(name);
    stores.set(name, store);
  }
  return store;
}

export function useTagDataJobs<T>(kind: TagDataKind, projectId: string, select: (state: TagDataJobsState) => T): T {
  const accountId = useSession((state) => state.account?.id ?? 'signed-out');
  return useStore(tagDataJobs(kind, projectId, accountId), select);
}

export const saveArchive = (jobId: string, archive: Blob) => set(`${ARCHIVE_PREFIX}${jobId}`, archive);
export const loadArchive = (jobId: string) => get<Blob>(`${ARCHIVE_PREFIX}${jobId}`);
export const deleteArchive = (jobId: string) => del(`${ARCHIVE_PREFIX}${jobId}`);

/** 001 §4: logout resets all state, so every stored job and archive goes. */
export async function clearAllTagDataJobs(): Promise<void> {
  for (const store of stores.values()) store.setState({ jobs: [] });
  const stored = (await keys()).filter(
    (key) => typeof key === 'string' && (key.startsWith(JOBS_PREFIX) || key.startsWith(ARCHIVE_PREFIX)),
  );
  await delMany(stored);
}

useSession.subscribe((state, previous) => {
  if (previous.tokens && !state.tokens) void clearAllTagDataJobs();
});

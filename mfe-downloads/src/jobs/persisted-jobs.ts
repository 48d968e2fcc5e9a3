import { del, delMany, get, keys, set } from 'idb-keyval';
import { ApiError, failureMessage, useSession } from 'shared';
import { createStore, useStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/**
 * Why a job failed, in words fit for its row: the API's own message for a refused request, a general
 * one for a server or network failure, and the console's own errors (a canvas without a context) as
 * they are.
 */
export function jobFailure(error: unknown): string {
  if (error instanceof ApiError) return failureMessage(error, 'The server could not answer. Restart to try again.');
  return error instanceof Error ? error.message : String(error);
}

/** 001 §8: a failed cleanup is only logged. */
export const CACHE_DELETE_FAILED = 'There was a problem deleting a cache entry.';

export interface Job {
  id: string;
  status: string;
}

export interface JobsState<J extends Job> {
  jobs: J[];
  /** False until IndexedDB has answered: an empty list before then is not yet known to be empty. */
  hydrated: boolean;
  markHydrated: () => void;
  enqueue: (jobs: J[]) => void;
  update: (jobId: string, change: Partial<J>) => void;
  remove: (jobId: string) => void;
}

/** IndexedDB through idb-keyval: jobs, and the files they made, survive a reload or a closed tab. */
const indexedDbStorage: StateStorage = {
  getItem: async (name) => (await get<string>(name)) ?? null,
  setItem: (name, value) => set(name, value),
  removeItem: (name) => del(name),
};

const ARCHIVE_PREFIX = 'sf-archive:';
const families: { prefix: string; stores: Map<string, StoreApi<JobsState<Job>>> }[] = [];

export interface JobFamilyOptions<J extends Job> {
  /** Storage keys start with it; it ends with ':'. */
  prefix: string;
  /** Statuses of a job under way: after a reload such a job did not finish. */
  running: readonly J['status'][];
  /** What a job that was running becomes after a reload. */
  interrupted: J['status'];
}

/**
 * A family of job lists kept in IndexedDB, one per signed-in account and scope (a project, say), so a
 * list never shows in another user's session; logout deletes them all, with their archives.
 */
export function jobFamily<J extends Job>({ prefix, running, interrupted }: JobFamilyOptions<J>) {
  const stores = new Map<string, StoreApi<JobsState<J>>>();
  families.push({ prefix, stores: stores as unknown as Map<string, StoreApi<JobsState<Job>>> });

  const create = (name: string) =>
    createStore<JobsState<J>>()(
      persist(
        (setState) => ({
          jobs: [],
          hydrated: false,
          markHydrated: () => setState({ hydrated: true }),
          enqueue: (jobs) => setState((state) => ({ jobs: [...state.jobs, ...jobs] })),
          update: (jobId, change) =>
            setState((state) => ({
              jobs: state.jobs.map((job) => (job.id === jobId ? { ...job, ...change } : job)),
            })),
          remove: (jobId) => setState((state) => ({ jobs: state.jobs.filter((job) => job.id !== jobId) })),
        }),
        {
          name,
          storage: createJSONStorage(() => indexedDbStorage),
          partialize: ({ jobs }) => ({ jobs }),
          // Called after reading storage, whether it worked or failed: either way the list is what it is.
          onRehydrateStorage: (initial) => () => initial.markHydrated(),
          // Stored data was written by another build or by hand: take only a list of jobs. IndexedDB answers
          // after the page has started, so jobs queued meanwhile are kept after the stored ones.
          merge: (persisted, current) => {
            const jobs = (persisted as { jobs?: unknown } | undefined)?.jobs;
            const stored = (Array.isArray(jobs) ? (jobs as J[]) : []).map((job) =>
              running.includes(job.status) ? { ...job, status: interrupted } : job,
            );
            const storedIds = new Set(stored.map((job) => job.id));
            return { ...current, jobs: [...stored, ...current.jobs.filter((job) => !storedIds.has(job.id))] };
          },
        },
      ),
    );

  const storeOf = (scope: string, accountId = useSession.getState().account?.id ?? 'signed-out') => {
    const name = `${prefix}${accountId}:${scope}`;
    let store = stores.get(name);
    if (!store) {
      store = create(name);
      stores.set(name, store);
    }
    return store;
  };

  function useJobs<T>(scope: string, select: (state: JobsState<J>) => T): T {
    const accountId = useSession((state) => state.account?.id ?? 'signed-out');
    return useStore(storeOf(scope, accountId), select);
  }

  return { storeOf, useJobs };
}

export const saveArchive = (jobId: string, archive: Blob) => set(`${ARCHIVE_PREFIX}${jobId}`, archive);
export const loadArchive = (jobId: string) => get<Blob>(`${ARCHIVE_PREFIX}${jobId}`);
export function deleteArchive(jobId: string): void {
  del(`${ARCHIVE_PREFIX}${jobId}`).catch(() => console.error(CACHE_DELETE_FAILED));
}

/** 001 §4: logout resets all state, so every list of jobs and every archive goes. */
export async function clearAllJobs(): Promise<void> {
  for (const { stores } of families) for (const store of stores.values()) store.setState({ jobs: [] });
  const prefixes = [ARCHIVE_PREFIX, ...families.map((family) => family.prefix)];
  const stored = (await keys()).filter(
    (key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)),
  );
  await delMany(stored).catch(() => console.error(CACHE_DELETE_FAILED));
}

useSession.subscribe((state, previous) => {
  if (previous.tokens && !state.tokens) void clearAllJobs();
});

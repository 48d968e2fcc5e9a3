import { useSession } from 'shared';
import { createStore, useStore, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isRunning, type TagDownloadJob } from './tag-download-job';

export interface TagDownloadQueueState {
  jobs: TagDownloadJob[];
  enqueue: (jobs: TagDownloadJob[]) => void;
  update: (jobId: string, change: Partial<TagDownloadJob>) => void;
  remove: (jobId: string) => void;
  clear: () => void;
}

export const QUEUE_STORAGE_PREFIX = 'sf-download-queue:';

/** One queue per signed-in account and project, so a queue never shows up in another user's session. */
export function queueStorageKey(accountId: string, projectId: string): string {
  return `${QUEUE_STORAGE_PREFIX}${accountId}:${projectId}`;
}

const queues = new Map<string, StoreApi<TagDownloadQueueState>>();

function createQueue(name: string): StoreApi<TagDownloadQueueState> {
  return createStore<TagDownloadQueueState>()(
    persist(
      (set) => ({
        jobs: [],
        enqueue: (jobs) => set((state) => ({ jobs: [...state.jobs, ...jobs] })),
        update: (jobId, change) =>
          set((state) => ({ jobs: state.jobs.map((job) => (job.id === jobId ? { ...job, ...change } : job)) })),
        remove: (jobId) => set((state) => ({ jobs: state.jobs.filter((job) => job.id !== jobId) })),
        clear: () => set({ jobs: [] }),
      }),
      {
        name,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ jobs }) => ({ jobs }),
        // Whatever is in storage was written by another build or by hand: take only a list of jobs. A job
        // that was running when the page went away did not finish: it comes back interrupted, to restart.
        merge: (persisted, current) => {
          const jobs = (persisted as { jobs?: unknown } | undefined)?.jobs;
          const stored = Array.isArray(jobs) ? (jobs as TagDownloadJob[]) : [];
          return { ...current, jobs: stored.map((job) => (isRunning(job) ? { ...job, status: 'interrupted' } : job)) };
        },
      },
    ),
  );
}

function currentAccountId(): string {
  return useSession.getState().account?.id ?? 'signed-out';
}

/** The project's queue for the signed-in account, created (and read back from storage) on first use. */
export function tagDownloadQueue(projectId: string, accountId = currentAccountId()): StoreApi<TagDownloadQueueState> {
  const name = queueStorageKey(accountId, projectId);
  let queue = queues.get(name);
  if (!queue) {
    queue = createQueue(name);
    queues.set(name, queue);
  }
  return queue;
}

export function useTagDownloadQueue<T>(projectId: string, select: (state: TagDownloadQueueState) => T): T {
  const accountId = useSession((state) => state.account?.id ?? 'signed-out');
  return useStore(tagDownloadQueue(projectId, accountId), select);
}

/** Empties every queue in memory and removes every stored one (001 §4: logout resets all state). */
export function clearAllTagDownloadQueues(): void {
  for (const queue of queues.values()) queue.getState().clear();
  const stored = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of stored) {
    if (key?.startsWith(QUEUE_STORAGE_PREFIX)) localStorage.removeItem(key);
  }
}

useSession.subscribe((state, previous) => {
  if (previous.tokens && !state.tokens) clearAllTagDownloadQueues();
});

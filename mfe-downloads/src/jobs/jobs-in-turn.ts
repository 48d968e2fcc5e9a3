import { useState } from 'react';
import type { StoreApi } from 'zustand';
import { jobFailure, type Job, type JobsState } from './persisted-jobs';

const runningKeys = new Set<string>();

/**
 * Runs a job list's jobs one after another while `next` finds one; a job that throws is marked failed
 * with why, and the rest go on. One run per key at a time, whichever page or tab state started it.
 */
export function useJobsInTurn(key: string) {
  const [running, setRunning] = useState(false);

  const runInTurn = async <J extends Job & { error?: string }>(
    store: StoreApi<JobsState<J>>,
    next: (jobs: J[]) => J | undefined,
    runJob: (job: J) => Promise<void>,
  ): Promise<void> => {
    if (runningKeys.has(key)) return;
    runningKeys.add(key);
    setRunning(true);
    try {
      for (let job = next(store.getState().jobs); job; job = next(store.getState().jobs)) {
        const failed = job.id;
        await runJob(job).catch((error: unknown) =>
          store.getState().update(failed, { status: 'failed', error: jobFailure(error) } as Partial<J>),
        );
      }
    } finally {
      runningKeys.delete(key);
      setRunning(false);
    }
  };
  return { runInTurn, running: running || runningKeys.has(key) };
}

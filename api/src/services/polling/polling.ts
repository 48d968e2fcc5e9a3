export interface Polling {
  /** Runs the work once more after any run in progress; resolves when that run ends (tests await it). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `work` now, and again `idleMs` after each run ends, until stopped: the loop of the outbox senders, whose
 * due rows are found in the database, so nothing but time needs to wake them. `work` asks `isStopped` between
 * batches, so a stop waits for the batch in hand only.
 */
export function startPolling(
  work: (isStopped: () => boolean) => Promise<void>,
  { idleMs, onError }: { idleMs: number; onError: (error: unknown) => void },
): Polling {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const isStopped = () => stopped;

  function tick() {
    running = work(isStopped)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, idleMs);
      });
  }
  tick();

  return {
    runNow: () => {
      running = running.then(() => work(isStopped));
      return running;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}

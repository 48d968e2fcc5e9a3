import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { isConnectionError } from '../../db/unavailable.js';
import { claimOpenOrder, releaseOrdersOf } from '../../repositories/tag-orders/tag-orders-repository.js';
import { createTagBatch } from '../../repositories/tag-orders/tags-repository.js';

export interface TagOrderWorkerOptions {
  /** How long to wait before looking again when no order is open. */
  idleMs?: number;
  batchSize?: number;
  /** Another worker may take an order over once its holder has been silent this long. */
  leaseSeconds?: number;
  onError?: (error: unknown) => void;
  /** The longest wait between tries while every try fails (the database is down); default 10 s. */
  maxRetryMs?: number;
}

export interface TagOrderWorker {
  readonly owner: string;
  /** Works until no order is open; resolves when it is idle (tests and the benchmark await it). */
  drain(): Promise<void>;
  /** A new order arrived: look now rather than at the next idle tick. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Creates the tags of open orders, oldest first, in any number of API processes at once: each
 * claims an order with a lease, creates its tags batch by batch, and renews the lease with each batch.
 * A failed batch rolls back whole; the worker tries again, waiting longer after each failure in a row
 * until a batch commits. Only when the database connection dropped (ADR 0001) does it take up its own
 * order first, where it stood; an order that failed for another reason keeps its lease until it runs
 * out, so one order that always fails cannot starve the others.
 */
export function startTagOrderWorker(db: Db, options: TagOrderWorkerOptions = {}): TagOrderWorker {
  const {
    idleMs = 1000,
    batchSize = 10_000,
    leaseSeconds = 30,
    onError = () => undefined,
    maxRetryMs = 10_000,
  } = options;
  const owner = `worker-${randomUUID()}`;
  let stopped = false;
  let busy = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let failuresInARow = 0;
  let lastFailureLostConnection = false;

  async function workOne(): Promise<boolean> {
    const order = await claimOpenOrder(db, owner, leaseSeconds, { resumeOwn: lastFailureLostConnection });
    if (!order) return false;
    while (!stopped) {
      const batch = await createTagBatch(db, { orderId: order.id, owner, batchSize, leaseSeconds });
      if (!batch) break;
      // A batch committed: the next failure is a first one again.
      failuresInARow = 0;
      lastFailureLostConnection = false;
      if (batch.completed) break;
    }
    return true;
  }

  async function drain(): Promise<void> {
    while (!stopped && (await workOne()));
  }

  function run() {
    clearTimeout(timer);
    busy = true;
    running = drain()
      .catch((error: unknown) => {
        failuresInARow += 1;
        lastFailureLostConnection = isConnectionError(error);
        onError(error);
      })
      .finally(() => {
        busy = false;
        // idleMs after a success or a first failure, then twice as long after each failure in a row.
        const wait = Math.min(idleMs * 2 ** Math.max(0, failuresInARow - 1), Math.max(idleMs, maxRetryMs));
        if (!stopped) timer = setTimeout(run, wait);
      });
  }

  run();

  return {
    owner,
    drain: () => {
      running = running.then(drain);
      return running;
    },
    wake: () => {
      if (!busy && !stopped) run();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      await releaseOrdersOf(db, owner).catch(onError);
    },
  };
}

import fp from 'fastify-plugin';
import { isConnectionError } from '../db/unavailable.js';
import { startTagOrderWorker, type TagOrderWorker } from '../services/tag-orders/tag-order-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent when the app was built without a worker (tests that drive orders step by step). */
    tagOrderWorker?: TagOrderWorker;
  }
}

/** Runs the tag-order worker inside this API process from ready to close. */
export const tagOrderWorkerPlugin = fp<{ idleMs?: number }>(
  async (app, { idleMs }) => {
    const leaseSeconds = app.config.tagOrderLeaseSeconds;
    app.decorate('tagOrderWorker', undefined);
    app.addHook('onReady', async () => {
      app.tagOrderWorker = startTagOrderWorker(app.db, {
        idleMs,
        leaseSeconds,
        onError: (error) =>
          isConnectionError(error)
            ? app.log.warn({ err: error }, 'tag order worker lost the database; it will try again')
            : app.log.error({ err: error }, 'tag order worker failed; it will try again'),
      });
    });
    app.addHook('onClose', async () => app.tagOrderWorker?.stop());
  },
  { name: 'tag-order-worker', dependencies: ['db'] },
);

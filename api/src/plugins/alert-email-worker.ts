import fp from 'fastify-plugin';
import { startAlertEmailWorker, type AlertEmailWorker } from '../services/alerts/alert-email-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent when the app was built without it (tests that look at alert emails before any is written). */
    alertEmailWorker?: AlertEmailWorker;
  }
}

/** Writes due alert emails and digests to the outbox inside this API process from ready to close. */
export const alertEmailWorkerPlugin = fp<{ worker: { idleMs?: number } | false }>(
  async (app, { worker }) => {
    app.decorate('alertEmailWorker', undefined);
    if (worker === false) return;
    app.addHook('onReady', async () => {
      app.alertEmailWorker = startAlertEmailWorker(app.db, {
        productName: app.config.productName,
        consoleUrl: app.config.consoleUrl,
        idleMs: worker.idleMs,
        onError: (error) => app.log.warn({ err: error }, 'alert emails failed to be written; they will be tried again'),
      });
    });
    app.addHook('onClose', async () => app.alertEmailWorker?.stop());
  },
  { name: 'alert-email-worker', dependencies: ['db'] },
);

import fp from 'fastify-plugin';
import { startWebhookWorker, type WebhookWorker } from '../services/webhooks/webhook-worker.js';
import { createWebhookSecretBox, type WebhookSecretBox } from '../services/webhooks/webhook-secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens webhook signing secrets (ADR 0061). */
    webhookSecrets: WebhookSecretBox;
    /** Absent when the app was built without it (tests that look at queued messages before any is sent). */
    webhookWorker?: WebhookWorker;
  }
}

/** Sends queued webhook messages inside this API process from ready to close. */
export const webhookWorkerPlugin = fp<{ serverSecret: string; worker: { idleMs?: number } | false }>(
  async (app, { serverSecret, worker }) => {
    app.decorate('webhookSecrets', createWebhookSecretBox(serverSecret));
    app.decorate('webhookWorker', undefined);
    if (worker === false) return;
    app.addHook('onReady', async () => {
      app.webhookWorker = startWebhookWorker(app.db, {
        delivery: app.config.webhooks,
        secrets: app.webhookSecrets,
        publicOnly: app.config.nodeEnv === 'production',
        productName: app.config.productName,
        consoleUrl: app.config.consoleUrl,
        idleMs: worker.idleMs,
        onError: (error) => app.log.warn({ err: error }, 'a webhook delivery failed to run; it will be tried again'),
      });
    });
    app.addHook('onClose', async () => app.webhookWorker?.stop());
  },
  { name: 'webhook-worker', dependencies: ['db'] },
);

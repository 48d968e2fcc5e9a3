import fp from 'fastify-plugin';
import { startEmailDelivery, type EmailDelivery } from '../services/email/email-delivery.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent without SMTP_URL: mail then stays in the outbox (readable at /api/dev/outbox outside production). */
    emailDelivery?: EmailDelivery;
  }
}

/** Sends the outbox over SMTP from ready to close. */
export const emailDeliveryPlugin = fp<{ smtpUrl: string; from: string; idleMs?: number }>(
  async (app, options) => {
    app.decorate('emailDelivery', undefined);
    app.addHook('onReady', async () => {
      app.emailDelivery = startEmailDelivery(app.db, {
        ...options,
        onError: (error) => app.log.warn({ err: error }, 'an email could not be sent; it will be tried again'),
      });
    });
    app.addHook('onClose', async () => app.emailDelivery?.stop());
  },
  { name: 'email-delivery', dependencies: ['db'] },
);

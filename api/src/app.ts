import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import { createAccessTokens } from './services/auth/access-tokens.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { afterAnswerPlugin } from './plugins/after-answer.js';
import { dbPlugin } from './plugins/db.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { corsPlugin } from './plugins/cors.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { reportSubmissionRoutes } from './routes/consumer-reports/report-submission-routes.js';
import { consumerReportRoutes } from './routes/consumer-reports/consumer-report-routes.js';
import { caseRoutes } from './routes/cases/case-routes.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { compressionPlugin } from './plugins/compression.js';
import { healthRoutes } from './routes/health/health-routes.js';
import { sessionRoutes } from './routes/auth/session-routes.js';
import { profileRoutes } from './routes/auth/profile-routes.js';
import { passwordResetRoutes } from './routes/auth/password-reset-routes.js';
import { collectionViewRoutes } from './routes/collection-views/collection-view-routes.js';
import { companyRoutes } from './routes/companies/company-routes.js';
import { projectUserRoutes } from './routes/project-users/project-user-routes.js';
import { projectRoutes } from './routes/projects/project-routes.js';
import { roleRoutes } from './routes/roles/role-routes.js';
import { collectionRoutes } from './routes/collections/collection-routes.js';
import { viewRoutes } from './routes/views/view-routes.js';
import { scanEventRoutes } from './routes/scan-events/scan-event-routes.js';
import { scanMapRoutes } from './routes/scan-events/scan-map-routes.js';
import { tedRoutes } from './routes/ted/ted-routes.js';
import { tagOrderRoutes } from './routes/tag-orders/tag-order-routes.js';
import { collectionMarketRoutes, protectionRoutes } from './routes/protection/protection-routes.js';
import { tagStatusRoutes } from './routes/tag-status/tag-status-routes.js';
import { tagRoutes } from './routes/tags/tag-routes.js';
import { tagDataRoutes } from './routes/tag-data/tag-data-routes.js';
import { printQualityRoutes } from './routes/print-quality/print-quality-routes.js';
import { tagOrderWorkerPlugin } from './plugins/tag-order-worker.js';
import { emailDeliveryPlugin } from './plugins/email-delivery.js';
import { webhookWorkerPlugin } from './plugins/webhook-worker.js';
import { webhookRoutes } from './routes/webhooks/webhook-routes.js';
import { alertEmailWorkerPlugin } from './plugins/alert-email-worker.js';
import { alertRuleRoutes } from './routes/alerts/alert-rule-routes.js';
import { devOutboxRoutes } from './routes/dev/dev-outbox-routes.js';
import { apiKeyRoutes } from './routes/api-keys/api-key-routes.js';
import { registrationRoutes } from './routes/registration/registration-routes.js';
import { invitationLinkRoutes } from './routes/invitation-links/invitation-link-routes.js';
import { invitationRoutes } from './routes/invitations/invitation-routes.js';
import { helpRequestRoutes } from './routes/help-requests/help-request-routes.js';
import { scanPageRoutes } from './routes/scan-pages/scan-page-routes.js';
import { assetRoutes } from './routes/assets/asset-routes.js';
import { fileStoragePlugin } from './plugins/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route as registered (method and URL), for the tests that hold the API to its document. */
    registeredRoutes: { method: string; url: string }[];
  }
}

/** Base paths of the four services (DESIGN §2); each could be deployed on its own. */
export const BASE_PATHS = {
  auth: '/api/auth-service',
  warehouse: '/api/warehouse',
  content: '/api/content',
  events: '/api/events',
} as const;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** `false` silences the logger (tests). */
  logger?: false;
  /** Where log lines go instead of stdout (tests read them to check redaction). */
  logStream?: NodeJS.WritableStream;
  /** The in-process worker that creates ordered tags; `false` leaves orders to other processes. */
  tagOrderWorker?: { idleMs?: number } | false;
  /** The in-process worker that sends webhook messages; `false` leaves them queued (or to other processes). */
  webhookWorker?: { idleMs?: number } | false;
  /** The in-process worker that writes due alert emails and digests to the outbox; `false` leaves them due. */
  alertEmailWorker?: { idleMs?: number } | false;
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-refresh-token"]',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'password',
  '*.password',
  '*.access_token',
  '*.refresh_token',
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.logPretty && !options.logStream ? { transport: { target: 'pino-pretty' } } : {}),
    },
    // The console's gateway proxies /api and sets X-Forwarded-For: per-IP login limits need the client.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    // A body takes exactly the declared types; query strings and path params are read by the input guard.
    ajv: { customOptions: { coerceTypes: false } },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
  });
  app.decorate('config', config);
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.registeredRoutes.push({ method, url: route.url });
  });

  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(afterAnswerPlugin);
  await app.register(dbPlugin, { db });
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(rateLimitPlugin, { limit: config.rateLimit, redisUrl: config.redisUrl });
  await app.register(compressionPlugin);
  await app.register(swaggerPlugin, { productName: config.productName });
  await app.register(authenticatePlugin, {
    accessTokens: createAccessTokens(options.jwtSecret, config.accessTokenTtlSeconds),
  });
  await app.register(fileStoragePlugin, { config: config.assetStorage });
  await app.register(webhookWorkerPlugin, { serverSecret: options.jwtSecret, worker: options.webhookWorker ?? {} });
  await app.register(alertEmailWorkerPlugin, { worker: options.alertEmailWorker ?? {} });

  await app.register(healthRoutes, { prefix: '/api' });
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: BASE_PATHS.auth });
  await app.register(profileRoutes, { prefix: BASE_PATHS.auth });
  await app.register(passwordResetRoutes, { prefix: BASE_PATHS.auth });
  await app.register(registrationRoutes, { prefix: BASE_PATHS.auth });
  await app.register(invitationLinkRoutes, { prefix: BASE_PATHS.auth });
  await app.register(helpRequestRoutes, { prefix: BASE_PATHS.auth });
  await app.register(projectRoutes, { prefix: BASE_PATHS.auth });
  await app.register(protectionRoutes, { prefix: BASE_PATHS.auth });
  await app.register(companyRoutes, { prefix: BASE_PATHS.auth });
  await app.register(projectUserRoutes, { prefix: BASE_PATHS.auth });
  await app.register(invitationRoutes, { prefix: BASE_PATHS.auth });
  await app.register(roleRoutes, { prefix: BASE_PATHS.auth });
  await app.register(apiKeyRoutes, { prefix: BASE_PATHS.auth });
  await app.register(collectionRoutes, { prefix: BASE_PATHS.warehouse });
  await app.register(tagOrderRoutes, { prefix: BASE_PATHS.warehouse });
  await app.register(tagRoutes, { prefix: BASE_PATHS.warehouse });
  await app.register(tagStatusRoutes, { prefix: BASE_PATHS.warehouse });
  await app.register(collectionMarketRoutes, { prefix: BASE_PATHS.warehouse });
  await app.register(tagDataRoutes, { prefix: BASE_PATHS.warehouse });
  await app.register(printQualityRoutes, { prefix: BASE_PATHS.warehouse });
  await app.register(viewRoutes, { prefix: BASE_PATHS.content });
  await app.register(collectionViewRoutes, { prefix: BASE_PATHS.content });
  await app.register(scanPageRoutes, { prefix: BASE_PATHS.content });
  await app.register(assetRoutes, { prefix: BASE_PATHS.content });
  await app.register(reportSubmissionRoutes, { prefix: BASE_PATHS.content, limits: config.reportLimits });
  await app.register(scanEventRoutes, { prefix: BASE_PATHS.events });
  await app.register(scanMapRoutes, { prefix: BASE_PATHS.events });
  await app.register(tedRoutes, { prefix: BASE_PATHS.events });
  await app.register(webhookRoutes, { prefix: BASE_PATHS.events });
  await app.register(alertRuleRoutes, { prefix: BASE_PATHS.events });
  await app.register(consumerReportRoutes, { prefix: BASE_PATHS.events });
  await app.register(caseRoutes, { prefix: BASE_PATHS.events });
  if (config.smtpUrl) await app.register(emailDeliveryPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (options.tagOrderWorker !== false) await app.register(tagOrderWorkerPlugin, options.tagOrderWorker ?? {});
  return app;
}

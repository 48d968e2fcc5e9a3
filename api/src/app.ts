import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import { createAccessTokens } from './services/auth/access-tokens.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { dbPlugin } from './plugins/db.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { corsPlugin } from './plugins/cors.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { healthRoutes } from './routes/health/health-routes.js';
import { sessionRoutes } from './routes/auth/session-routes.js';
import { profileRoutes } from './routes/auth/profile-routes.js';
import { projectRoutes } from './routes/projects/project-routes.js';
import { collectionRoutes } from './routes/collections/collection-routes.js';
import { viewRoutes } from './routes/views/view-routes.js';
import { scanEventRoutes } from './routes/scan-events/scan-event-routes.js';
import { tedRoutes } from './routes/ted/ted-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
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
}

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-refresh-token"]',
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
  });
  app.decorate('config', config);

  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { db });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(swaggerPlugin, { productName: config.productName });
  await app.register(authenticatePlugin, {
    accessTokens: createAccessTokens(options.jwtSecret, config.accessTokenTtlSeconds),
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: BASE_PATHS.auth });
  await app.register(profileRoutes, { prefix: BASE_PATHS.auth });
  await app.register(projectRoutes, { prefix: BASE_PATHS.auth });
  await app.register(collectionRoutes, { prefix: BASE_PATHS.warehouse });
  await app.register(viewRoutes, { prefix: BASE_PATHS.content });
  await app.register(scanEventRoutes, { prefix: BASE_PATHS.events });
  await app.register(tedRoutes, { prefix: BASE_PATHS.events });
  return app;
}

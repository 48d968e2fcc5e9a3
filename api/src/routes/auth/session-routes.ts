import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { LoginBody, RefreshBody, RefreshTokenHeaders, TokenPair } from 'shared/contracts/auth';
import { login, logout, refresh, type SessionDeps } from '../../services/auth/session-service.js';

const sessionDeps = (app: FastifyInstance): SessionDeps => ({
  db: app.db,
  accessTokens: app.accessTokens,
  refreshTokenTtlSeconds: app.config.refreshTokenTtlSeconds,
  loginLimits: app.config.login,
});

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: 'Sign in with email and password',
        description: 'Failed attempts are limited per email and per IP (429 with Retry-After).',
        body: jsonSchema(LoginBody),
        response: { 200: jsonSchema(TokenPair), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => login(sessionDeps(app), { ...request.body, ip: request.ip }),
  );

  app.post<{ Body: RefreshBody; Headers: RefreshTokenHeaders }>(
    '/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: 'Exchange a refresh token for new tokens',
        description: 'The refresh token is single use; presenting a used one ends its whole session.',
        headers: jsonSchema(RefreshTokenHeaders),
        body: jsonSchema(RefreshBody),
        response: { 200: jsonSchema(TokenPair), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      refresh(sessionDeps(app), { refreshToken: request.headers['x-refresh-token'], email: request.body.email }),
  );

  app.post<{ Headers: RefreshTokenHeaders }>(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: 'End the session the refresh token belongs to',
        headers: jsonSchema(RefreshTokenHeaders),
        response: { 204: { type: 'null', description: 'Session ended' }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await logout(sessionDeps(app), { refreshToken: request.headers['x-refresh-token'] });
      return reply.code(204).send();
    },
  );
};

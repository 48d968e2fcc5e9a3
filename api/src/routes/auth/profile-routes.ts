import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { Profile, UpdateProfileBody } from 'shared/contracts/profile';
import { getProfile, updateProfile } from '../../services/profile/profile-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/auth/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth-service'],
        summary: 'The signed-in user with company, role and permissions',
        security: bearerAuth,
        response: { 200: jsonSchema(Profile), ...errorResponses(401) },
      },
    },
    async (request) => getProfile(app.db, requireAuth(request)),
  );

  app.patch<{ Body: UpdateProfileBody }>(
    '/auth/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth-service'],
        summary: 'Complete the profile (onboarding): names and acceptance of the terms',
        security: bearerAuth,
        body: jsonSchema(UpdateProfileBody),
        response: { 200: jsonSchema(Profile), ...errorResponses(400, 401) },
      },
    },
    async (request) => updateProfile(app.db, requireAuth(request), request.body),
  );
};

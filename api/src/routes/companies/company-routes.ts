import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { CompanyIdParams, CompanyList, CompanyUserList } from '../../schemas/companies.js';
import { listUsersOfCompany, listVisibleCompanies } from '../../services/companies/company-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const companyRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Companies the caller may see, by name (needs company:read)',
        description: 'The system super user sees every company; others see their own.',
        security: bearerAuth,
        response: { 200: jsonSchema(CompanyList), ...errorResponses(401, 403) },
      },
    },
    async (request): Promise<CompanyList> => ({ data: await listVisibleCompanies(app.db, requireAuth(request)) }),
  );

  app.get<{ Params: CompanyIdParams }>(
    '/companies/:companyId/users',
    {
      schema: {
        tags: ['auth-service'],
        summary: "A company's users, by name (needs company:read)",
        description: "A company the caller may not see answers 404 'Company not found.'",
        security: bearerAuth,
        params: jsonSchema(CompanyIdParams),
        response: { 200: jsonSchema(CompanyUserList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CompanyUserList> => ({
      data: await listUsersOfCompany(app.db, requireAuth(request), request.params.companyId),
    }),
  );
};

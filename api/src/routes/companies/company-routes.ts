import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import {
  ADMIN_PAGE_SIZE,
  Company,
  CompanyFingerprintCount,
  CompanyIdParams,
  CompanyLimitBody,
  CompanyList,
  CompanyListQuery,
  CompanyRecountBody,
  CompanyUserList,
  CompanyUsersQuery,
  NewCompany,
} from 'shared/contracts/companies';
import {
  changeCompanyLimit,
  createCompany,
  listUsersOfCompany,
  listVisibleCompanies,
  recountCompanyFingerprints,
} from '../../services/companies/company-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const OTHER_COMPANY = "A company the caller may not see answers 404 'Company not found.'";
const PAGING =
  '`offset` and `limit` ask for one page (the administration tables show ' +
  `${ADMIN_PAGE_SIZE}); without \`limit\` every row comes. \`order\` is asc or desc (dates newest first by default); ` +
  '`total` counts every row.';

export const companyRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CompanyListQuery }>(
    '/companies',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Companies the caller may see, by name or by date registered (needs company:read)',
        description: `The system super user sees every company; others see their own. ${PAGING}`,
        security: bearerAuth,
        querystring: jsonSchema(CompanyListQuery),
        response: { 200: jsonSchema(CompanyList), ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<CompanyList> => listVisibleCompanies(app.db, requireAuth(request), request.query),
  );

  app.post<{ Body: NewCompany }>(
    '/companies',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Create a company (needs company:create)',
        description:
          'name, domain (the website) and description are required, at most 100, 100 and 200 characters; ' +
          'max_fingerprints is a whole number from 0, 0 when left out.',
        security: bearerAuth,
        body: jsonSchema(NewCompany),
        response: { 201: jsonSchema(Company), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply): Promise<Company> => {
      const company = await createCompany(app.db, requireAuth(request), request.body);
      reply.code(201);
      return company;
    },
  );

  app.patch<{ Params: CompanyIdParams; Body: CompanyLimitBody }>(
    '/companies/:companyId',
    {
      schema: {
        tags: ['auth-service'],
        summary: "Set a company's Smart Fingerprint limit (needs company:create)",
        description:
          "A limit below the company's active count (total_fingerprint_count) answers 400. " +
          "An unknown company answers 404 'Company not found.'",
        security: bearerAuth,
        params: jsonSchema(CompanyIdParams),
        body: jsonSchema(CompanyLimitBody),
        response: { 200: jsonSchema(Company), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<Company> =>
      changeCompanyLimit(app.db, requireAuth(request), request.params.companyId, request.body),
  );

  app.post<{ Params: CompanyIdParams; Body: CompanyRecountBody }>(
    '/companies/:companyId/tags',
    {
      schema: {
        tags: ['auth-service'],
        summary: "Count a company's active Smart Fingerprints again and store the total (needs company:create)",
        description:
          'Active means the tags that exist plus those open orders still owe. With project_id (a project of ' +
          "the company, otherwise 400) the answer also gives that project's share. " +
          "An unknown company answers 404 'Company not found.'",
        security: bearerAuth,
        params: jsonSchema(CompanyIdParams),
        body: jsonSchema(CompanyRecountBody),
        response: { 200: jsonSchema(CompanyFingerprintCount), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CompanyFingerprintCount> =>
      recountCompanyFingerprints(app.db, requireAuth(request), request.params.companyId, request.body?.project_id),
  );

  app.get<{ Params: CompanyIdParams; Querystring: CompanyUsersQuery }>(
    '/companies/:companyId/users',
    {
      schema: {
        tags: ['auth-service'],
        summary: "A company's users (needs company:read)",
        description: `By name unless \`sort\` says name, email, is_verified or created_at. ${PAGING} ${OTHER_COMPANY}`,
        security: bearerAuth,
        params: jsonSchema(CompanyIdParams),
        querystring: jsonSchema(CompanyUsersQuery),
        response: { 200: jsonSchema(CompanyUserList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CompanyUserList> =>
      listUsersOfCompany(app.db, requireAuth(request), request.params.companyId, request.query),
  );
};

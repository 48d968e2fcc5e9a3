import type { FastifyPluginAsync } from 'fastify';
import { invalid } from '../../errors.js';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { InvitationIdParams } from 'shared/contracts/project-users';
import {
  CompanyInvitation,
  InvitationHeaders,
  InvitationsAnswer,
  InvitationsQuery,
  NewCompanyInvitation,
} from 'shared/contracts/invitations';
import { cancelProjectInvitation, listInvitations } from '../../services/project-users/project-user-service.js';
import {
  cancelCompanyInvitation,
  inviteToCompany,
  listCompanyInvitationPage,
} from '../../services/invitations/company-invitation-service.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { NOT_A_MEMBER } from '../project-users/project-user-routes.js';

const OTHER_COMPANY = "a company the caller may not see answers 404 'Company not found.'";

const oneOwner = () => invalid('Send either projectId or companyId to say whose invitations to list.');

/** Invitations by email: a project's (its team page) and a company's (the administration page). */
export const invitationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: InvitationsQuery }>(
    '/invitations',
    {
      schema: {
        tags: ['auth-service'],
        summary: "A project's pending invitations, or one page of a company's invitations",
        description:
          `With projectId: the project's active, unused and unexpired invitations, newest first (needs ` +
          `project-user:read); ${NOT_A_MEMBER} With companyId: every invitation the company sent and the ` +
          'account links of its users, used or not, by date created (`order` asc or desc, newest first by ' +
          'default), `limit` a page (15 unless told), with `total` (needs company:read; company staff see ' +
          `their own company, the system super user any); ${OTHER_COMPANY}`,
        security: bearerAuth,
        querystring: jsonSchema(InvitationsQuery),
        response: { 200: jsonSchema(InvitationsAnswer), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<InvitationsAnswer> => {
      const auth = requireAuth(request);
      const { projectId, companyId } = request.query;
      if (Boolean(projectId) === Boolean(companyId)) throw oneOwner();
      if (projectId) return { data: await listInvitations(app.db, auth, projectId) };
      return listCompanyInvitationPage(app.db, auth, companyId as string, request.query);
    },
  );

  app.post<{ Body: NewCompanyInvitation }>(
    '/invitations',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Invite someone to a company by email (needs invitation:create)',
        description:
          'Company staff invite to their own company, the system super user to any; ' +
          `${OTHER_COMPANY} The link (single use, 7 days) is mailed to /join-company/{token}. A user of ` +
          'the company or a pending invitation to the address answers 409; too many invitations from one ' +
          'person or client in an hour answer 429.',
        security: bearerAuth,
        body: jsonSchema(NewCompanyInvitation),
        response: { 201: jsonSchema(CompanyInvitation), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply): Promise<CompanyInvitation> => {
      const links = { consoleUrl: app.config.consoleUrl, productName: app.config.productName };
      const invitation = await inviteToCompany(app.db, requireAuth(request), links, request.body, request.ip);
      reply.code(201);
      return invitation;
    },
  );

  app.delete<{ Headers: InvitationHeaders; Params: InvitationIdParams }>(
    '/invitations/:invitationId',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Cancel a pending invitation: its link stops working',
        description:
          "The invitation's id, not its token (tokens are stored hashed). With the project_id header: a " +
          `project invitation (needs project-user:create); ${NOT_A_MEMBER} Without it: a company invitation ` +
          "(needs invitation:create; company staff their own company's, the system super user any); one of " +
          "another company answers 404 'Invitation not found.'",
        security: bearerAuth,
        headers: jsonSchema(InvitationHeaders),
        params: jsonSchema(InvitationIdParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const projectId = request.headers.project_id;
      const { invitationId } = request.params;
      if (projectId) await cancelProjectInvitation(app.db, auth, projectId, invitationId);
      else await cancelCompanyInvitation(app.db, auth, invitationId);
      return reply.code(204).send();
    },
  );
};

import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { invalidToken, unauthenticated } from '../errors.js';
import { findAuthSubject } from '../repositories/users/users-repository.js';
import type { AuthContext } from '../services/auth/auth-context.js';
import type { AccessTokens } from '../services/auth/access-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** An onRequest hook: rejects the request unless it carries a valid access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Reads `Authorization: Bearer <jwt>`; the user's role and permissions come from the database. */
export const authenticatePlugin = fp<{ accessTokens: AccessTokens }>(
  async (app, { accessTokens }) => {
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header) throw unauthenticated();
      const [scheme, token] = header.split(' ', 2);
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw invalidToken('must be sent as a Bearer token');
      const claims = await accessTokens.verify(token);
      const subject = await findAuthSubject(app.db, claims.userId, claims.sessionId);
      if (!subject) throw invalidToken('subject no longer exists');
      if (subject.session_revoked) throw invalidToken('session has ended');
      request.auth = {
        userId: subject.id,
        email: subject.email,
        companyId: subject.company_id,
        systemRole: subject.system_role,
        permissions: new Set(subject.permissions),
        sessionId: claims.sessionId,
      };
    });
  },
  { name: 'authenticate', dependencies: ['db'] },
);

/** For handlers behind `onRequest: app.authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

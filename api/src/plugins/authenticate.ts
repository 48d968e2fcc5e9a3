import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidToken, unauthenticated } from '../errors.js';
import { findAuthSubject } from '../repositories/users/users-repository.js';
import type { AuthContext } from '../services/auth/auth-context.js';
import type { AccessTokens } from '../services/auth/access-tokens.js';
import {
  API_KEY_HEADER,
  apiKeyNotAccepted,
  authenticateApiKey,
  twoCredentials,
} from '../services/api-keys/api-key-auth.js';

/**
 * Who may call a route. Every route needs a verified user's access token unless it says otherwise,
 * so a route that forgets cannot be public.
 * - `public`: no token (sign-in, refresh, health, documentation);
 * - `signed-in`: a token, verified email or not (the profile: an unverified user must see who they are);
 * - `anyone`: no token needed, but a token sent is checked as for `signed-in` and names the caller (help
 *   requests: a signed-out or unverified person must be able to ask for help);
 * - `verified-or-api-key`: a verified user's token, or a project API key in `X-Api-Key` (project-scoped
 *   calls, whose services go through resolveProjectAccess). Every other route refuses keys.
 */
export type RouteAccess = 'public' | 'anyone' | 'signed-in' | 'verified' | 'verified-or-api-key';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const emailNotVerified = () =>
  new AppError(403, 'EMAIL_NOT_VERIFIED', 'Verify your email address before you continue.');

/** Reads `Authorization: Bearer <jwt>`; the user's role and permissions come from the database. */
export const authenticatePlugin = fp<{ accessTokens: AccessTokens }>(
  async (app, { accessTokens }) => {
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('auth', null);

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      const header = request.headers.authorization;
      if (!header) throw unauthenticated();
      const [scheme, token] = header.split(' ', 2);
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw invalidToken('must be sent as a Bearer token');
      const claims = await accessTokens.verify(token);
      const subject = await findAuthSubject(app.db, claims.userId, claims.sessionId);
      if (!subject) throw invalidToken('subject no longer exists');
      if (subject.session_revoked) throw invalidToken('session has ended');
      return {
        userId: subject.id,
        email: subject.email,
        companyId: subject.company_id,
        systemRole: subject.system_role,
        isVerified: subject.is_verified,
        permissions: new Set(subject.permissions),
        sessionId: claims.sessionId,
      };
    }

    app.addHook('onRequest', async (request) => {
      // Unknown paths reach the not-found handler, which has no route config.
      if (request.is404) return;
      const access = request.routeOptions.config.access ?? 'verified';
      if (access === 'public') return;
      const apiKey = request.headers[API_KEY_HEADER];
      if (access === 'anyone' && apiKey === undefined && !request.headers.authorization) return;
      if (apiKey === undefined) {
        request.auth = await authenticate(request);
      } else {
        if (access !== 'verified-or-api-key') throw apiKeyNotAccepted();
        if (request.headers.authorization) throw twoCredentials();
        request.auth = await authenticateApiKey(app.db, String(apiKey));
      }
      if (access !== 'signed-in' && access !== 'anyone' && !request.auth.isVerified) throw emailNotVerified();
    });
  },
  { name: 'authenticate', dependencies: ['db'] },
);

/** The caller the onRequest hook resolved; routes that are not public always have one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

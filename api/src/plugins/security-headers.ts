import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's defaults (no sniffing, no framing, a strict CSP). Plain http must keep working on a
 * developer's machine and behind a TLS-terminating proxy, so requests are never upgraded here, and HSTS
 * is sent only over https (directly, or through a trusted proxy's X-Forwarded-Proto).
 *
 * A JSON answer is never stored by a browser or a proxy (it holds a user's data or tokens) unless its
 * route says how it may be cached: then its own Cache-Control stands, and one with an ETag but no
 * Cache-Control is kept privately and revalidated every time.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
      if (json && !reply.hasHeader('cache-control'))
        reply.header('cache-control', reply.hasHeader('etag') ? 'private, no-cache' : 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);

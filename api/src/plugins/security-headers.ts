import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Helmet's defaults (no sniffing, no framing, a strict CSP, HSTS). Plain http must keep working on a
 * developer's machine and behind a TLS-terminating proxy, so requests are never upgraded here.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    });
  },
  { name: 'security-headers' },
);

import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** Entries are exact origins, `*`, or `scheme://host:*` for any port (the remotes' dev servers). */
export function originMatcher(allowed: string[]): (origin: string) => boolean {
  const patterns = allowed.map((entry) => {
    if (entry === '*') return /^.*$/;
    const escaped = entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\\?\*$/, ':\\d+');
    return new RegExp(`^${escaped.replace(/\*/g, '[^.]+')}$`);
  });
  return (origin) => patterns.some((pattern) => pattern.test(origin));
}

export const corsPlugin = fp<{ origins: string[] }>(
  async (app, { origins }) => {
    const matches = originMatcher(origins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin === undefined || matches(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['Retry-After', 'ETag'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

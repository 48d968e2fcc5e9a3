import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** JSON answers above 1 KB go out as brotli or gzip, whichever the client accepts. */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);

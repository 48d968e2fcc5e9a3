import fp from 'fastify-plugin';
import type { Db } from '../db/db.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the database to routes. Whoever opened it closes it (server.ts or the test helper). */
export const dbPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);

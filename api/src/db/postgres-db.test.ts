import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPostgresDb } from './postgres-db.js';
import type { DbClient } from './db.js';
import { DatabaseUnavailableError } from './unavailable.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(onConnection: (socket: net.Socket) => void): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// ADR 0001: no server (or no answer) is a DatabaseUnavailableError within the connect timeout, never a hang.
describe('a PostgreSQL Db that cannot reach its server', () => {
  it('rejects with DatabaseUnavailableError at once when the connection is refused', async () => {
    const closed = await listen(() => undefined);
    await closed.close();
    const db = createPostgresDb({ connectionString: `postgres://postgres@127.0.0.1:${closed.port}/none` });
    try {
      const started = Date.now();
      await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.exec('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await db.close();
    }
  });

  it('gives up after connectionTimeoutMillis when the server accepts but never answers', async () => {
    const silent = await listen(() => undefined);
    const db = createPostgresDb({
      connectionString: `postgres://postgres@127.0.0.1:${silent.port}/none`,
      connectionTimeoutMillis: 300,
    });
    try {
      const started = Date.now();
      const [query, transaction] = await Promise.allSettled([
        db.query('SELECT 1'),
        db.transaction((tx) => tx.query('SELECT 1')),
      ]);
      expect(query).toMatchObject({ status: 'rejected', reason: expect.any(DatabaseUnavailableError) });
      expect(transaction).toMatchObject({ status: 'rejected', reason: expect.any(DatabaseUnavailableError) });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await db.close();
      await silent.close();
    }
  });

  it('waits no longer than connectionTimeoutMillis for a free connection of a full pool', async () => {
    const silent = await listen(() => undefined);
    const db = createPostgresDb({
      connectionString: `postgres://postgres@127.0.0.1:${silent.port}/none`,
      connectionTimeoutMillis: 200,
      max: 1,
    });
    try {
      const started = Date.now();
      const results = await Promise.allSettled([db.query('SELECT 1'), db.query('SELECT 2'), db.query('SELECT 3')]);
      for (const result of results) expect(result).toMatchObject({ status: 'rejected' });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await db.close();
      await silent.close();
    }
  });
});

const DATABASE_URL = process.env.DATABASE_URL;

/**
 * Backends are ended as `pg_terminate_backend` ends them (what a restart or a failover does to every
 * connection). Runs wherever DATABASE_URL is set, and fails there, rather than skips, when PostgreSQL
 * cannot be reached.
 */
describe.skipIf(!DATABASE_URL)('a PostgreSQL Db whose connections are terminated', () => {
  const applicationName = `sfp_drop_${randomBytes(4).toString('hex')}`;
  let db: DbClient;
  let admin: pg.Client;
  const lost: Error[] = [];

  const terminateMine = async () =>
    (
      await admin.query<{ terminated: number }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS terminated
         FROM pg_stat_activity WHERE application_name = $1`,
        [applicationName],
      )
    ).rows[0]!.terminated;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5_000 });
    await admin.connect().catch((error: Error) => {
      throw new Error(`DATABASE_URL is set but PostgreSQL cannot be reached (${error.message})`);
    });
    const url = new URL(DATABASE_URL!);
    url.searchParams.set('application_name', applicationName);
    db = createPostgresDb({ connectionString: url.href, max: 4, onError: (error) => lost.push(error) });
  });

  afterAll(async () => {
    await db?.close();
    await admin?.end();
  });

  it('rejects a transaction whose connection drops between statements, and discards that connection', async () => {
    let pid = 0;
    const attempt = db.transaction(async (tx) => {
      [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // No statement is running while the socket closes: the client emits 'error', which ended the
      // process before a listener was attached to checked-out clients.
      await sleep(300);
      return tx.query('SELECT 1');
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(lost.length).toBeGreaterThan(0);
    // The pool hands out live connections only: every one of these is a new backend, not the dead one.
    const pids = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(async (tx) => (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid),
      ),
    );
    expect(pids).not.toContain(pid);
  });

  it('rejects a transaction whose statement is running when its backend is terminated', async () => {
    const attempt = db.transaction(async (tx) => {
      const [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      const sleeping = tx.query('SELECT pg_sleep(10)');
      // It fails while the terminate below is awaited: handled here, awaited by the caller.
      sleeping.catch(() => undefined);
      await sleep(100);
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      return sleeping;
    });
    const started = Date.now();
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('rolls the transaction back: nothing of it is written', async () => {
    const table = `drop_test_${randomBytes(4).toString('hex')}`;
    await db.exec(`CREATE TABLE ${table} (n int)`);
    try {
      const attempt = db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ${table} VALUES (1)`);
        const [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await sleep(200);
        await tx.query(`INSERT INTO ${table} VALUES (2)`);
      });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(await db.query(`SELECT n FROM ${table}`)).toEqual([]);
    } finally {
      await db.exec(`DROP TABLE ${table}`);
    }
  });

  it('goes on after every connection of the pool is terminated, idle or busy', async () => {
    // Four connections open, then idle in the pool.
    await Promise.all(Array.from({ length: 4 }, () => db.query('SELECT pg_sleep(0.05)')));
    const busy = db.transaction((tx) => tx.query('SELECT pg_sleep(10)'));
    await sleep(100);
    expect(await terminateMine()).toBeGreaterThanOrEqual(4);
    await expect(busy).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await sleep(200);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => db.query<{ n: number }>('SELECT $1::int AS n', [i])),
    );
    expect(results.map(([row]) => row!.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

import { expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../../test/support/test-database.js';
import { migrate, readMigrations } from './migrate.js';
import { createPostgresDb } from './postgres-db.js';
import { ROLES } from 'shared/contracts/roles';

for (const backend of testBackends()) {
  it(`migrations run twice without error, the second time applying nothing [${backend}]`, async () => {
    const { db, dispose } = await createTestDatabase(backend);
    try {
      const all = await readMigrations();
      expect(await migrate(db)).toEqual(all.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM role_permissions');
      expect(row?.n).toBe(ROLES.reduce((sum, role) => sum + role.permissions.length, 0));
      const tables = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1`,
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining([
          'companies',
          'users',
          'projects',
          'collections',
          'refresh_tokens',
          'login_counters',
          'tag_orders',
          'tags',
        ]),
      );
    } finally {
      await dispose();
    }
  });

  it(`refuses to start when an applied migration was edited [${backend}]`, async () => {
    const { db, dispose } = await createTestDatabase(backend);
    try {
      const all = await readMigrations();
      await migrate(db, all);
      const edited = all.map((m, i) => (i === 0 ? { ...m, checksum: 'x'.repeat(64) } : m));
      await expect(migrate(db, edited)).rejects.toThrow(/changed after it was applied/);
    } finally {
      await dispose();
    }
  });
}

if (testBackends().includes('postgres')) {
  it('lets several API processes migrate one PostgreSQL at the same time [postgres]', async () => {
    const { db, dispose } = await createTestDatabase('postgres');
    const schema = (await db.query<{ s: string }>('SELECT current_schema() AS s'))[0]!.s;
    const others = [1, 2].map(() =>
      createPostgresDb({ connectionString: process.env.DATABASE_URL!, searchPath: schema, max: 1 }),
    );
    try {
      const applied = await Promise.all([migrate(db), ...others.map((other) => migrate(other))]);
      expect(applied.flat()).toEqual((await readMigrations()).map((m) => m.version));
    } finally {
      for (const other of others) await other.close();
      await dispose();
    }
  });
}

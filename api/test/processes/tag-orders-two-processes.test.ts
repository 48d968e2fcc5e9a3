import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS, DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import type { TagOrder } from 'shared/contracts/tag-orders';
import { apiProcessEnv, compiledServerEntry, startApiProcess, type ApiProcess } from '../support/api-process.js';
import { createOwnPostgresDatabase, type OwnPostgresDatabase } from '../support/test-database.js';

// Two API processes on one PostgreSQL (ADR 0025), 20 orders placed through both, one process killed
// mid-work, every order completed exactly once by the other. PGlite is one process's database.
const DATABASE_URL = process.env.DATABASE_URL;
const title = DATABASE_URL
  ? 'tag orders across two API processes, one killed with SIGKILL'
  : 'tag orders across two API processes — skipped: needs DATABASE_URL (PGlite cannot be shared by two processes)';

/** The killed process's order is taken over once this lease runs out (30 s in production). */
const LEASE_SECONDS = 2;
/** 20 orders of 9,000–27,000 tags (366,000 in all): each spans one to three batches of 10,000. */
const ORDER_SIZES = Array.from({ length: 20 }, (_, i) => 9_000 + (i % 10) * 2_000);
const ACME = DEMO_IDS.companies.acme;
/** How often a wait looks again. */
const POLL_MS = 250;

interface Target {
  projectId: string;
  collectionId: string;
}

async function call<T>(api: ApiProcess, path: string, init: RequestInit & { token?: string; projectId?: string }) {
  const response = await fetch(`${api.url}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.projectId ? { project_id: init.projectId } : {}),
    },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${body}`);
  return JSON.parse(body) as T;
}

describe.skipIf(!DATABASE_URL)(title, () => {
  let database: OwnPostgresDatabase;
  const processes: ApiProcess[] = [];
  let targets: Target[] = [];
  let reservedBefore = 0;

  beforeAll(async () => {
    const entry = compiledServerEntry();
    database = await createOwnPostgresDatabase();
    // Room for the 366,000 tags above Acme's demo limit of 100,000.
    await database.db.query('UPDATE companies SET max_fingerprints = total_fingerprint_count + $2 WHERE id = $1', [
      ACME,
      ORDER_SIZES.reduce((sum, size) => sum + size, 0),
    ]);
    const [company] = await database.db.query<{ total: number }>(
      'SELECT total_fingerprint_count AS total FROM companies WHERE id = $1',
      [ACME],
    );
    reservedBefore = company!.total;
    targets = (
      await database.db.query<{ project_id: string; id: string }>(
        `SELECT c.project_id, c.id FROM collections c JOIN projects p ON p.id = c.project_id
         WHERE p.company_id = $1 ORDER BY c.created_at, c.id`,
        [ACME],
      )
    ).map((row) => ({ projectId: row.project_id, collectionId: row.id }));
    const env = apiProcessEnv(database.url, { TAG_ORDER_LEASE_SECONDS: String(LEASE_SECONDS) });
    processes.push(...(await Promise.all([startApiProcess(entry, env), startApiProcess(entry, env)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((api) => api.stop()));
    await database?.dispose();
  }, 60_000);

  it('completes all 20 orders exactly once after one process is killed mid-work', async () => {
    const [survivor, victim] = processes as [ApiProcess, ApiProcess];
    const login = (api: ApiProcess) =>
      call<{ access_token: string }>(api, '/api/auth-service/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'super@demo.test', password: DEMO_PASSWORD }),
      }).then((tokens) => tokens.access_token);
    const tokens = [await login(survivor), await login(victim)];

    const placed: (TagOrder & Target)[] = [];
    for (const [i, numberOfTags] of ORDER_SIZES.entries()) {
      const target = targets[i % targets.length]!;
      const api = processes[i % 2]!;
      const order = await call<TagOrder>(api, `/api/warehouse/collections/${target.collectionId}/tag-orders`, {
        method: 'POST',
        token: tokens[i % 2],
        projectId: target.projectId,
        body: JSON.stringify({ numberOfTags }),
      });
      expect(order).toMatchObject({ numberOfTags, status: 'STARTED' });
      placed.push({ ...order, ...target });
    }

    // Both workers hold an order, so whichever process dies, it dies with an order in its hands.
    const held = await vi.waitFor(
      async () => {
        const rows = await database.db.query<{ id: string; lease_owner: string }>(
          `SELECT id, lease_owner FROM tag_orders WHERE status = 'PROCESSING' AND lease_owner IS NOT NULL`,
        );
        expect(new Set(rows.map((row) => row.lease_owner)).size, 'processes holding an order').toBe(2);
        return rows;
      },
      { timeout: 20_000, interval: POLL_MS },
    );
    await victim.kill();
    const [{ completed }] = (await database.db.query<{ completed: number }>(
      `SELECT count(*)::int AS completed FROM tag_orders WHERE id = ANY($1) AND status = 'COMPLETED'`,
      [placed.map((order) => order.id)],
    )) as [{ completed: number }];
    expect(completed, 'the kill must come before the work is done').toBeLessThan(placed.length);

    // Watched through the survivor's API, as the console would.
    const collections = [...new Map(placed.map((order) => [order.collectionId, order])).values()];
    const finished = await vi.waitFor(
      async () => {
        const lists = await Promise.all(
          collections.map((target) =>
            call<{ data: TagOrder[] }>(survivor, `/api/warehouse/collections/${target.collectionId}/tag-orders`, {
              token: tokens[0],
              projectId: target.projectId,
            }),
          ),
        );
        const mine = lists.flatMap((list) => list.data).filter((order) => placed.some((p) => p.id === order.id));
        expect(
          mine.map((order) => order.status),
          'every order COMPLETED through the surviving process',
        ).toEqual(placed.map(() => 'COMPLETED'));
        return mine;
      },
      { timeout: 75_000, interval: POLL_MS },
    );
    for (const order of finished) expect(order.tagsCreated).toBe(order.numberOfTags);
    for (const { id } of held) expect(finished.find((order) => order.id === id)?.status).toBe('COMPLETED');

    const orders = await database.db.query<{ id: string; number_of_tags: number; tags: number }>(
      `SELECT o.id, o.number_of_tags, (SELECT count(*)::int FROM tags t WHERE t.order_id = o.id) AS tags
       FROM tag_orders o WHERE o.id = ANY($1)`,
      [placed.map((order) => order.id)],
    );
    for (const order of orders) expect(order.tags, `tags of order ${order.id}`).toBe(order.number_of_tags);

    const perCollection = await database.db.query<{
      id: string;
      ordered: number;
      tags: number;
      distinct_numbers: number;
      min: number | null;
      max: number | null;
      tag_count: number;
      tags_ordered: number;
    }>(
      `SELECT c.id, c.tag_count, c.tags_ordered,
         (SELECT sum(o.number_of_tags)::int FROM tag_orders o WHERE o.collection_id = c.id) AS ordered,
         count(t.id)::int AS tags, count(DISTINCT t.sequence_number)::int AS distinct_numbers,
         min(t.sequence_number)::int AS min, max(t.sequence_number)::int AS max
       FROM collections c LEFT JOIN tags t ON t.collection_id = c.id
       WHERE c.id = ANY($1) GROUP BY c.id`,
      [collections.map((target) => target.collectionId)],
    );
    expect(perCollection).toHaveLength(collections.length);
    for (const c of perCollection) {
      // Exactly 0..n-1: n numbers, n distinct, from 0 to n-1.
      expect(c, `collection ${c.id}`).toEqual({
        ...c,
        tags: c.ordered,
        distinct_numbers: c.ordered,
        min: 0,
        max: c.ordered - 1,
        tag_count: c.ordered,
        tags_ordered: c.ordered,
      });
    }

    const [seeds] = await database.db.query<{ tags: number; seeds: number }>(
      'SELECT count(*)::int AS tags, count(DISTINCT seed)::int AS seeds FROM tags',
    );
    expect(seeds!.seeds).toBe(seeds!.tags);

    const [company] = await database.db.query<{ total: number }>(
      'SELECT total_fingerprint_count AS total FROM companies WHERE id = $1',
      [ACME],
    );
    expect(company!.total).toBe(reservedBefore + ORDER_SIZES.reduce((sum, size) => sum + size, 0));
  }, 100_000);
});

import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { startTagOrderWorker } from '../../../src/services/tag-orders/tag-order-worker.js';
import { claimOpenOrder } from '../../../src/repositories/tag-orders/tag-orders-repository.js';
import { createTagBatch } from '../../../src/repositories/tag-orders/tags-repository.js';
import type { Db } from '../../../src/db/db.js';
import { DatabaseUnavailableError } from '../../../src/db/unavailable.js';

const SPRING = DEMO_IDS.projects.spring;
const ordersUrl = (collectionId: string) => `/api/warehouse/collections/${collectionId}/tag-orders`;

async function collectionId(t: TestApp, name: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM collections WHERE name = $1', [name]);
  return row!.id;
}

async function companyTotal(t: TestApp, companyId: string = DEMO_IDS.companies.acme): Promise<number> {
  const [row] = await t.db.query<{ total: number }>(
    'SELECT total_fingerprint_count AS total FROM companies WHERE id = $1',
    [companyId],
  );
  return Number(row!.total);
}

describeWithApp('POST /api/warehouse/collections/:collectionId/tag-orders', (t) => {
  const order = async (email: string, collection: string, body: unknown, projectId = SPRING) =>
    t.app.inject({
      method: 'POST',
      url: ordersUrl(collection),
      headers: { ...(await t.authHeader(email)), project_id: projectId },
      payload: body as Record<string, unknown>,
    });

  it('reserves the tags, answers STARTED, and a worker creates every tag once with gapless sequence numbers', async () => {
    const scarves = await collectionId(t, 'Silk Scarves');
    const before = await companyTotal(t);
    const response = await order('super@demo.test', scarves, { numberOfTags: 2500 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      collectionId: scarves,
      projectId: SPRING,
      numberOfTags: 2500,
      status: 'STARTED',
    });
    expect(await companyTotal(t)).toBe(before + 2500);

    const worker = startTagOrderWorker(t.db, { batchSize: 1000, idleMs: 60_000 });
    await worker.drain();
    await worker.stop();

    const list = await t.app.inject({
      method: 'GET',
      url: ordersUrl(scarves),
      headers: { ...(await t.authHeader('admin@demo.test')), project_id: SPRING },
    });
    expect(list.json().data[0]).toMatchObject({ id: response.json().id, status: 'COMPLETED', tagsCreated: 2500 });
    const [tags] = await t.db.query<{ count: number; min: number; max: number; seeds: number; bytes: number }>(
      `SELECT count(*)::int AS count, min(sequence_number)::int AS min, max(sequence_number)::int AS max,
           count(DISTINCT seed)::int AS seeds, min(octet_length(seed)) AS bytes
         FROM tags WHERE order_id = $1`,
      [response.json().id],
    );
    // The seed gave Silk Scarves 1000 tags, so this order continues at 1000.
    expect(tags).toEqual({ count: 2500, min: 1000, max: 3499, seeds: 2500, bytes: 16 });
    const [collection] = await t.db.query<{ tag_count: number; tags_ordered: number }>(
      'SELECT tag_count, tags_ordered FROM collections WHERE id = $1',
      [scarves],
    );
    expect(collection).toEqual({ tag_count: 3500, tags_ordered: 3500 });
  });

  it("refuses an order over the company's limit with the spec's text and the remaining allowance", async () => {
    const before = await companyTotal(t);
    const remaining = 100_000 - before;
    const response = await order('super@demo.test', await collectionId(t, 'Sunglasses Launch'), {
      numberOfTags: remaining + 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        message: `This is over the project company's Smart Fingerprint limit. You may order up to ${remaining.toLocaleString('en')} Fingerprints.`,
        code: 'FINGERPRINT_LIMIT_EXCEEDED',
        status: 409,
      },
    });
    expect(await companyTotal(t)).toBe(before);
  });

  it('never takes the company past its limit, however many orders arrive together', async () => {
    const sunglasses = await collectionId(t, 'Sunglasses Launch');
    const remaining = 100_000 - (await companyTotal(t));
    const each = Math.ceil(remaining / 10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => order('super@demo.test', sunglasses, { numberOfTags: each })),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201).length;
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(accepted).toBe(Math.floor(remaining / each));
    expect(await companyTotal(t)).toBeLessThanOrEqual(100_000);
    expect(await companyTotal(t)).toBe(100_000 - remaining + accepted * each);
  });

  it('refuses a project admin: ordering needs system_role above 1', async () => {
    const response = await order('admin@demo.test', await collectionId(t, 'Silk Scarves'), { numberOfTags: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it("answers 'Collection not found.' for a collection of another project", async () => {
    const response = await order('super@demo.test', await collectionId(t, 'Night Cream'), { numberOfTags: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Collection not found.');
  });

  it("answers 'Project not found.' to another company's admin", async () => {
    const response = await order('other@demo.test', await collectionId(t, 'Silk Scarves'), { numberOfTags: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Project not found.');
  });

  for (const [label, body] of [
    ['zero', { numberOfTags: 0 }],
    ['a negative number', { numberOfTags: -5 }],
    ['a fraction', { numberOfTags: 1.5 }],
    ['text', { numberOfTags: 'ten' }],
    ['nothing', {}],
    ['more than a million', { numberOfTags: 1_000_001 }],
  ] as const) {
    it(`refuses ${label} as the number of tags with 400`, async () => {
      const response = await order('super@demo.test', await collectionId(t, 'Silk Scarves'), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    });
  }

  it('refuses a collection id that is not a uuid with 400', async () => {
    const response = await order('super@demo.test', 'scarves', { numberOfTags: 1 });
    expect(response.statusCode).toBe(400);
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'POST',
    url: ordersUrl(crypto.randomUUID()),
    headers: { project_id: SPRING },
    payload: { numberOfTags: 1 },
  }));
});

describeWithApp('GET /api/warehouse/collections/:collectionId/tag-orders', (t) => {
  const list = async (email: string, projectId: string, collection?: string) =>
    t.app.inject({
      method: 'GET',
      url: ordersUrl(collection ?? (await collectionId(t, 'Leather Tote Bags'))),
      headers: { ...(await t.authHeader(email)), project_id: projectId },
    });

  it("lists the collection's orders: the seeded tags arrived in one completed order", async () => {
    const response = await list('guest@demo.test', SPRING);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ numberOfTags: 25_000, tagsCreated: 25_000, status: 'COMPLETED' }),
    ]);
  });

  it('lists a collection without orders as empty', async () => {
    const response = await list('guest@demo.test', SPRING, await collectionId(t, 'Sunglasses Launch'));
    expect(response.json()).toEqual({ data: [] });
  });

  itKeepsProjectDataToMembers(t, 'tag-order:read', (email, projectId) => list(email, projectId));

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: ordersUrl(crypto.randomUUID()),
    headers: { project_id: SPRING },
  }));
});

describeWithApp('tag order worker', (t) => {
  it('takes over an order whose worker died mid-way, and never creates a tag twice', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ordersUrl(await collectionId(t, 'Leather Tote Bags')),
      headers: { ...(await t.authHeader('super@demo.test')), project_id: SPRING },
      payload: { numberOfTags: 1200 },
    });
    const orderId: string = response.json().id;
    const batch = { orderId, owner: 'dead-worker', batchSize: 500, leaseSeconds: 30 };
    // A worker claims the order, makes one batch and dies without a word.
    expect(await claimOpenOrder(t.db, 'dead-worker', 30)).toMatchObject({ id: orderId, status: 'PROCESSING' });
    expect(await createTagBatch(t.db, batch)).toEqual({ created: 500, completed: false });

    const survivor = startTagOrderWorker(t.db, { batchSize: 500, idleMs: 60_000 });
    await survivor.drain();
    expect(await orderState(t, orderId)).toMatchObject({ status: 'PROCESSING', tags_created: 500 });

    await t.db.query(`UPDATE tag_orders SET lease_until = now() - interval '1 second' WHERE id = $1`, [orderId]);
    await survivor.drain();
    await survivor.stop();
    // The dead worker comes back: the order is no longer its own, so it creates nothing.
    expect(await createTagBatch(t.db, batch)).toBeUndefined();
    expect(await orderState(t, orderId)).toEqual({
      status: 'COMPLETED',
      tags_created: 1200,
      tags: 1200,
      distinct_sequences: 1200,
    });
  });
});

describeWithApp('tag order worker losing its database connection', (t) => {
  it('takes its own order up again at once, within its lease, and creates each tag once', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ordersUrl(await collectionId(t, 'Silk Scarves')),
      headers: { ...(await t.authHeader('super@demo.test')), project_id: SPRING },
      payload: { numberOfTags: 1500 },
    });
    const orderId: string = response.json().id;
    // The second batch's transaction fails as a terminated backend makes it fail (ADR 0001).
    let transactions = 0;
    const dropsOnce: Db = {
      query: (sql, params) => t.db.query(sql, params),
      exec: (sql) => t.db.exec(sql),
      transaction: (fn) =>
        ++transactions === 2
          ? Promise.reject(new DatabaseUnavailableError(new Error('Connection terminated unexpectedly')))
          : t.db.transaction(fn),
    };
    const errors: unknown[] = [];
    const worker = startTagOrderWorker(dropsOnce, {
      batchSize: 500,
      idleMs: 50,
      leaseSeconds: 30,
      onError: (error) => errors.push(error),
    });
    try {
      const started = Date.now();
      for (;;) {
        const state = await orderState(t, orderId);
        if (state?.status === 'COMPLETED') break;
        if (Date.now() - started > 10_000) throw new Error(`order stalled: ${JSON.stringify(state)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Far less than the 30 s lease: the worker did not wait its own lease out.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await worker.stop();
    }
    expect(errors).toEqual([expect.any(DatabaseUnavailableError)]);
    expect(transactions).toBe(4);
    expect(await orderState(t, orderId)).toEqual({
      status: 'COMPLETED',
      tags_created: 1500,
      tags: 1500,
      distinct_sequences: 1500,
    });
  });

  it('does not let an order whose batch always fails for another reason starve the next order', async () => {
    const headers = { ...(await t.authHeader('super@demo.test')), project_id: SPRING };
    const poisoned = await t.app.inject({
      method: 'POST',
      url: ordersUrl(await collectionId(t, 'Silk Scarves')),
      headers,
      payload: { numberOfTags: 10 },
    });
    const healthy = await t.app.inject({
      method: 'POST',
      url: ordersUrl(await collectionId(t, 'Leather Tote Bags')),
      headers,
      payload: { numberOfTags: 10 },
    });
    const poisonedId: string = poisoned.json().id;
    const healthyId: string = healthy.json().id;
    // Every batch of the older order fails as a constraint error or a statement timeout would: not a lost connection.
    const failsOnePoisonedOrder: Db = {
      query: (sql, params) => t.db.query(sql, params),
      exec: (sql) => t.db.exec(sql),
      transaction: (fn) =>
        t.db.transaction((tx) =>
          fn({
            exec: (sql) => tx.exec(sql),
            transaction: (inner) => tx.transaction(inner),
            query: (sql, params) =>
              params?.[0] === poisonedId && /FOR UPDATE/.test(sql)
                ? Promise.reject(new Error('canceling statement due to statement timeout'))
                : tx.query(sql, params),
          }),
        ),
    };
    const errors: unknown[] = [];
    const worker = startTagOrderWorker(failsOnePoisonedOrder, {
      batchSize: 5,
      idleMs: 20,
      leaseSeconds: 30,
      onError: (error) => errors.push(error),
    });
    try {
      const started = Date.now();
      for (;;) {
        const state = await orderState(t, healthyId);
        if (state?.status === 'COMPLETED') break;
        if (Date.now() - started > 5_000) throw new Error(`the healthy order starved: ${JSON.stringify(state)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await orderState(t, poisonedId)).toMatchObject({ tags_created: 0, tags: 0 });
    } finally {
      await worker.stop();
      await t.db.query(`DELETE FROM tag_orders WHERE id = $1`, [poisonedId]);
    }
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => !(error instanceof DatabaseUnavailableError))).toBe(true);
    expect(await orderState(t, healthyId)).toEqual({
      status: 'COMPLETED',
      tags_created: 10,
      tags: 10,
      distinct_sequences: 10,
    });
  });

  it('lets no other worker take an order whose holder still has its lease', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ordersUrl(await collectionId(t, 'Leather Tote Bags')),
      headers: { ...(await t.authHeader('super@demo.test')), project_id: SPRING },
      payload: { numberOfTags: 10 },
    });
    const orderId: string = response.json().id;
    expect(await claimOpenOrder(t.db, 'holder', 30)).toMatchObject({ id: orderId });
    expect(await claimOpenOrder(t.db, 'another', 30)).toBeUndefined();
    expect(await claimOpenOrder(t.db, 'holder', 30, { resumeOwn: true })).toMatchObject({
      id: orderId,
      status: 'PROCESSING',
    });
    await t.db.query(`UPDATE tag_orders SET lease_owner = NULL, lease_until = NULL WHERE id = $1`, [orderId]);
  });
});

async function orderState(t: TestApp, orderId: string) {
  const [state] = await t.db.query<{ status: string; tags_created: number; tags: number; distinct_sequences: number }>(
    `SELECT o.status, o.tags_created,
       (SELECT count(*)::int FROM tags WHERE order_id = o.id) AS tags,
       (SELECT count(DISTINCT sequence_number)::int FROM tags WHERE order_id = o.id) AS distinct_sequences
     FROM tag_orders o WHERE o.id = $1`,
    [orderId],
  );
  return state;
}

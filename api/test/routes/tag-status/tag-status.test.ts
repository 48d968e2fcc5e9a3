import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { collectionIdNamed, tagIdAt as tagAt } from '../../support/seed-lookups.js';

const SPRING = DEMO_IDS.projects.spring;
const ADMIN = 'admin@demo.test';

describeWithApp('tag status', (t) => {
  let scarves: string;
  beforeAll(async () => {
    scarves = await collectionIdNamed(t, 'Silk Scarves');
  });

  const setStatus = async (tagId: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/warehouse/tags/${tagId}/status`,
      headers: { ...(headers ?? (await t.authHeader(ADMIN))), project_id: SPRING },
      payload,
    });
  const getStatus = async (tagId: string, email = 'guest@demo.test', projectId = SPRING) =>
    t.app.inject({
      method: 'GET',
      url: `/api/warehouse/tags/${tagId}/status`,
      headers: { ...(await t.authHeader(email)), project_id: projectId },
    });
  const setRange = async (payload: object, collectionId = scarves) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/warehouse/collections/${collectionId}/tags/status`,
      headers: { ...(await t.authHeader(ADMIN)), project_id: SPRING },
      payload,
    });
  const statuses = async (from: number, to: number) =>
    (
      await t.db.query<{ status: string }>(
        'SELECT status FROM tags WHERE collection_id = $1 AND sequence_number BETWEEN $2 AND $3 ORDER BY sequence_number',
        [scarves, from, to],
      )
    ).map((row) => row.status);

  it('starts every ordered tag active, with no changes', async () => {
    const response = await getStatus(await tagAt(t, scarves, 40));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'active', changes: [] });
  });

  it('blacklists a tag with a reason and a note, and keeps who, when, from and to', async () => {
    const tagId = await tagAt(t, scarves, 41);
    const response = await setStatus(tagId, {
      status: 'blacklisted',
      reason: 'counterfeit_seen',
      note: '  Seen on a market stall in Lagos  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'blacklisted',
      changes: [
        {
          from: 'active',
          to: 'blacklisted',
          reason: 'counterfeit_seen',
          note: 'Seen on a market stall in Lagos',
          source: 'tag',
          changedBy: { kind: 'user', id: await t.userId(ADMIN), name: ADMIN },
          changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      ],
    });
    // Read back by a guest of the project, newest first after the tag is made active again.
    expect((await setStatus(tagId, { status: 'active' })).statusCode).toBe(200);
    const history = (await getStatus(tagId)).json();
    expect(history.status).toBe('active');
    expect(history.changes.map((change: { from: string; to: string }) => `${change.from}→${change.to}`)).toEqual([
      'blacklisted→active',
      'active→blacklisted',
    ]);
  });

  it('records nothing when the tag already has the status', async () => {
    const tagId = await tagAt(t, scarves, 42);
    await setStatus(tagId, { status: 'inactive' });
    const again = await setStatus(tagId, { status: 'inactive', note: 'again' });
    expect(again.statusCode).toBe(200);
    expect(again.json().changes).toHaveLength(1);
  });

  it('names the API key that made a change', async () => {
    const key = await createKey(t, ADMIN, SPRING, ['tag:update-status']);
    const response = await setStatus(await tagAt(t, scarves, 43), { status: 'inactive' }, { 'x-api-key': key.secret });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await t.db.query<{ prefix: string }>('SELECT prefix FROM api_keys WHERE id = $1', [key.id]);
    expect(key.secret).toContain(stored!.prefix);
    expect(response.json().changes[0].changedBy).toEqual({
      kind: 'api-key',
      id: key.id,
      name: `API key ${stored!.prefix}`,
    });
  });

  it.each([
    [
      { status: 'blacklisted' },
      'Blacklisting a tag needs a reason: one of counterfeit_seen, stolen_stock, damaged_or_misprinted, duplicate, other.',
    ],
    [{ status: 'inactive', reason: 'duplicate' }, 'A reason is given only when blacklisting a tag.'],
  ])('refuses %j with a message that says why', async (payload, message) => {
    const tagId = await tagAt(t, scarves, 44);
    const response = await setStatus(tagId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await getStatus(tagId)).json()).toEqual({ status: 'active', changes: [] });
  });

  it.each([
    ['an unknown status', { status: 'stolen' }],
    ['an unknown reason', { status: 'blacklisted', reason: 'looked odd' }],
    ['a note over 1000 characters', { status: 'inactive', note: 'x'.repeat(1001) }],
  ])('refuses %s (400)', async (_, payload) => {
    const response = await setStatus(await tagAt(t, scarves, 45), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 'Tag not found.' for a tag of another project, and for no tag", async () => {
    const [wineTag] = await t.db.query<{ id: string }>(
      `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.project_id = $1 LIMIT 1`,
      [DEMO_IDS.projects.wine],
    );
    for (const tagId of [wineTag!.id, crypto.randomUUID()]) {
      const put = await setStatus(tagId, { status: 'inactive' });
      expect(put.statusCode).toBe(404);
      expect(put.json().error.message).toBe('Tag not found.');
      expect((await getStatus(tagId, ADMIN)).statusCode).toBe(404);
    }
  });

  it('sets a range of a collection, both ends included, and counts only the tags that changed', async () => {
    await setStatus(await tagAt(t, scarves, 12), { status: 'blacklisted', reason: 'duplicate' });
    const response = await setRange({ fromIndex: 10, toIndex: 14, status: 'blacklisted', reason: 'stolen_stock' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ tags: 5, tagsChanged: 4 });
    expect(await statuses(9, 15)).toEqual([
      'active',
      'blacklisted',
      'blacklisted',
      'blacklisted',
      'blacklisted',
      'blacklisted',
      'active',
    ]);
    const history = (await getStatus(await tagAt(t, scarves, 10))).json();
    expect(history.changes[0]).toMatchObject({
      from: 'active',
      to: 'blacklisted',
      source: 'range',
      reason: 'stolen_stock',
    });
    // The tag blacklisted before keeps its own reason: the range did not change it.
    expect((await getStatus(await tagAt(t, scarves, 12))).json().changes).toHaveLength(1);
  });

  it("keeps each tag's history right through overlapping ranges, recording a range once", async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tag_status_changes');
    await setRange({ fromIndex: 100, toIndex: 199, status: 'inactive' });
    await setRange({ fromIndex: 150, toIndex: 249, status: 'blacklisted', reason: 'duplicate' });
    await setStatus(await tagAt(t, scarves, 160), { status: 'active', note: 'found again' });
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tag_status_changes');
    expect(after[0]!.n - before[0]!.n).toBe(3);
    const changesOf = async (index: number) =>
      (await getStatus(await tagAt(t, scarves, index)))
        .json()
        .changes.map(
          (change: { from: string; to: string; source: string }) => `${change.from}→${change.to} (${change.source})`,
        );
    expect(await changesOf(120)).toEqual(['active→inactive (range)']);
    expect(await changesOf(160)).toEqual([
      'blacklisted→active (tag)',
      'inactive→blacklisted (range)',
      'active→inactive (range)',
    ]);
    expect(await changesOf(220)).toEqual(['active→blacklisted (range)']);
    expect(await changesOf(260)).toEqual([]);
  });

  it('answers a range whose tags all have the status already with none changed, and records no change', async () => {
    expect((await setRange({ fromIndex: 300, toIndex: 309, status: 'inactive' })).json()).toEqual({
      tags: 10,
      tagsChanged: 10,
    });
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tag_status_changes'))[0]!.n;
    const before = await count();
    const again = await setRange({ fromIndex: 300, toIndex: 309, status: 'inactive' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ tags: 10, tagsChanged: 0 });
    expect(await count()).toBe(before);
  });

  it('refuses a range that is backwards or holds no tag, and changes nothing', async () => {
    const backwards = await setRange({ fromIndex: 30, toIndex: 20, status: 'inactive' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('toIndex (20) must not be below fromIndex (30).');
    const empty = await setRange({ fromIndex: 9_000_000, toIndex: 9_000_010, status: 'inactive' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The collection has no tags from index 9000000 to 9000010.');
    const unreasoned = await setRange({ fromIndex: 20, toIndex: 30, status: 'blacklisted' });
    expect(unreasoned.statusCode).toBe(400);
    expect(await statuses(20, 30)).toEqual(Array(11).fill('active'));
  });

  it("answers 404 'Collection not found.' for a collection of another project", async () => {
    const [wine] = await t.db.query<{ id: string }>('SELECT id FROM collections WHERE project_id = $1 LIMIT 1', [
      DEMO_IDS.projects.wine,
    ]);
    const response = await setRange({ fromIndex: 0, toIndex: 1, status: 'inactive' }, wine!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Collection not found.');
  });
});

import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { collectionIdNamed } from '../../support/seed-lookups.js';
import { ndjson, tagIdsByIndex, uploadSessions } from '../../support/tag-data-uploads.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp("tag statuses from a CSV: upload sessions of kind 'status'", (t) => {
  let scarves: string;
  let tagIds: string[];
  let sessions: ReturnType<typeof uploadSessions>;
  beforeAll(async () => {
    scarves = await collectionIdNamed(t, 'Silk Scarves');
    tagIds = await tagIdsByIndex(t, scarves);
    sessions = uploadSessions(t, scarves);
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM tag_data_uploads');
    await t.db.query('DELETE FROM tag_status_changes');
    await t.db.query("UPDATE tags SET status = 'active' WHERE collection_id = $1", [scarves]);
  });

  const adminHeaders = async () => ({ ...(await t.authHeader('admin@demo.test')), project_id: SPRING });

  /** Sends `lines` as one part of a new status session and commits it; answers each step's response. */
  async function upload(lines: unknown[], headers?: Record<string, string>) {
    const caller = headers ?? (await adminHeaders());
    const started = await sessions.start(caller, 'status');
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id as string;
    const part = await sessions.part(caller, id, 1, ndjson(lines));
    if (part.statusCode !== 200) return { id, part, commit: undefined };
    const commit = await sessions.commit(caller, id, { parts: 1, rows: lines.length });
    return { id, part, commit };
  }

  const statusesOf = async (...indexes: number[]) =>
    (
      await t.db.query<{ status: string }>(
        'SELECT status FROM tags WHERE collection_id = $1 AND sequence_number = ANY($2) ORDER BY sequence_number',
        [scarves, indexes],
      )
    ).map((row) => row.status);
  const changeCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tag_status_changes'))[0]!.n;

  it("changes each row's tag by id, records who, from, to, reason, note and source 'file', and counts the changes", async () => {
    await t.db.query("UPDATE tags SET status = 'inactive' WHERE id = $1", [tagIds[22]]);
    const { commit } = await upload([
      { row: 2, tag_id: tagIds[20], status: 'blacklisted', reason: 'stolen_stock', note: ' lot 7 ' },
      { row: 3, tag_id: tagIds[21], status: 'inactive', note: '' },
      { row: 4, tag_id: tagIds[22], status: 'inactive' },
    ]);
    expect(commit?.statusCode, commit?.body).toBe(200);
    expect(commit?.json()).toEqual({ rows: 3, tags_updated: 2 });
    expect(await statusesOf(20, 21, 22)).toEqual(['blacklisted', 'inactive', 'inactive']);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/warehouse/tags/${tagIds[20]}/status`,
      headers: await adminHeaders(),
    });
    expect(history.json().changes).toEqual([
      expect.objectContaining({
        from: 'active',
        to: 'blacklisted',
        reason: 'stolen_stock',
        note: 'lot 7',
        source: 'file',
        changedBy: expect.objectContaining({ kind: 'user', name: 'admin@demo.test' }),
      }),
    ]);
  });

  it('finds tags by tag_index in the collection', async () => {
    const { commit } = await upload([
      { row: 2, tag_index: 23, status: 'blacklisted', reason: 'duplicate' },
      { row: 3, tag_index: 24, status: 'blacklisted', reason: 'other', note: 'seen twice' },
    ]);
    expect(commit?.json()).toEqual({ rows: 2, tags_updated: 2 });
    expect(await statusesOf(23, 24)).toEqual(['blacklisted', 'blacklisted']);
  });

  it.each([
    [
      { row: 5, tag_index: 20, status: 'lost' },
      'Row 5, column status: "lost" is not one of active, inactive, blacklisted',
    ],
    [
      { row: 6, tag_index: 20, status: 'blacklisted' },
      'Row 6, column reason: blacklisting needs a reason: one of counterfeit_seen, stolen_stock, damaged_or_misprinted, duplicate, other.',
    ],
    [
      { row: 7, tag_index: 20, status: 'inactive', reason: 'duplicate' },
      'Row 7, column reason: a reason is given only when blacklisting; leave it empty.',
    ],
    [
      { row: 8, tag_index: 20, status: 'blacklisted', reason: 'fake' },
      'Row 8, column reason: "fake" is not one of counterfeit_seen, stolen_stock, damaged_or_misprinted, duplicate, other',
    ],
    [
      { row: 9, tag_index: 20, status: 'inactive', note: 'x'.repeat(1001) },
      'Row 9, column note: is longer than 1000 characters',
    ],
    [
      { row: 10, tag_index: 100_000, status: 'inactive' },
      "Row 10, column tag_index: 100000 is past the collection's last tag",
    ],
    [{ row: 11, tag_id: 'not-a-uuid', status: 'inactive' }, 'Row 11, column tag_id:'],
    [{ row: 12, status: 'inactive' }, 'Row 12: name the tag by tag_id or by tag_index, one of the two.'],
  ])('refuses a part whose row is wrong, naming the row and column, and changes nothing: %j', async (bad, message) => {
    const { part, commit } = await upload([{ row: 2, tag_index: 25, status: 'inactive' }, bad]);
    expect(part.statusCode).toBe(400);
    expect(part.json().error).toMatchObject({ code: 'TAG_DATA_INVALID' });
    expect(part.json().error.message).toContain(message);
    expect(commit).toBeUndefined();
    expect(await statusesOf(20, 25)).toEqual(['active', 'active']);
  });

  it('refuses at the commit a tag of another collection or a tag named twice, naming the row and column, and changes nothing', async () => {
    const [other] = await t.db.query<{ id: string }>('SELECT id FROM tags WHERE collection_id <> $1 LIMIT 1', [
      scarves,
    ]);
    const foreign = await upload([
      { row: 2, tag_id: tagIds[26], status: 'inactive' },
      { row: 3, tag_id: other!.id, status: 'inactive' },
    ]);
    expect(foreign.commit?.statusCode).toBe(400);
    expect(foreign.commit?.json().error.message).toBe(
      `Row 3, column tag_id: ${other!.id} is not a tag of this collection.`,
    );

    const twice = await upload([
      { row: 2, tag_index: 27, status: 'inactive' },
      { row: 3, tag_index: 27, status: 'blacklisted', reason: 'other' },
    ]);
    expect(twice.commit?.json().error.message).toBe('Row 3, column tag_index: names the same tag as row 2.');
    expect(await statusesOf(26, 27)).toEqual(['active', 'active']);
    expect(await changeCount()).toBe(0);
  });

  it('refuses a file that names some tags by id and others by index', async () => {
    const { part } = await upload([
      { row: 2, tag_id: tagIds[20], status: 'inactive' },
      { row: 3, tag_index: 21, status: 'inactive' },
    ]);
    expect(part.json().error.message).toBe(
      'Row 3, column tag_index: every row must name its tag the same way, by tag_id or by tag_index.',
    );
  });

  it("needs tag:update-status for kind 'status', while metadata keeps needing tag-data:create", async () => {
    const keyOf = async (scope: string) => ({
      'x-api-key': (await createKey(t, 'admin@demo.test', SPRING, [scope])).secret,
      project_id: SPRING,
    });
    const start = async (kind: string, headers: Record<string, string>) =>
      (await sessions.start(headers, kind)).statusCode;
    const dataKey = await keyOf('tag-data:create');
    const statusKey = await keyOf('tag:update-status');
    expect(await start('status', dataKey)).toBe(403);
    expect(await start('metadata', statusKey)).toBe(403);
    expect(await start('metadata', dataKey)).toBe(201);

    const { commit } = await upload([{ row: 2, tag_index: 28, status: 'inactive' }], statusKey);
    expect(commit?.json()).toEqual({ rows: 1, tags_updated: 1 });
    const [change] = await t.db.query<{ api_key_id: string | null; source: string }>(
      'SELECT api_key_id, source FROM tag_status_changes',
    );
    expect(change).toMatchObject({ source: 'file', api_key_id: expect.any(String) });

    // The owner's key holding only tag-data:create may not send a part to the owner's status session.
    const id = (await sessions.start(statusKey, 'status')).json().id as string;
    const part = await sessions.part(dataKey, id, 1, ndjson([{ row: 2, tag_index: 29, status: 'inactive' }]));
    expect(part.statusCode).toBe(403);
  });

  it('refuses a guest, who holds neither permission', async () => {
    const guest = { ...(await t.authHeader('guest@demo.test')), project_id: SPRING };
    const response = await sessions.start(guest, 'status');
    expect(response.statusCode).toBe(403);
  });
});

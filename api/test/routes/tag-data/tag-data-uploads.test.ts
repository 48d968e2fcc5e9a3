import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { collectionIdNamed } from '../../support/seed-lookups.js';
import { ndjson, tagIdsByIndex, uploadSessions } from '../../support/tag-data-uploads.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp('tag data upload sessions: POST …/tag-data/uploads, PUT …/parts/:n, POST …/commit, DELETE', (t) => {
  let tagIds: string[];
  let sessions: ReturnType<typeof uploadSessions>;
  beforeAll(async () => {
    const scarves = await collectionIdNamed(t, 'Silk Scarves');
    tagIds = await tagIdsByIndex(t, scarves);
    sessions = uploadSessions(t, scarves);
  });
  // Each test starts sessions of its own; five open ones would refuse the next (tested below).
  beforeEach(async () => {
    await t.db.query('DELETE FROM tag_data_uploads');
  });

  const headers = async (email = 'admin@demo.test') => ({ ...(await t.authHeader(email)), project_id: SPRING });

  const start = async (kind = 'metadata', email = 'admin@demo.test') => sessions.start(await headers(email), kind);
  const startId = async (kind = 'metadata') => {
    const response = await start(kind);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const part = async (id: string, number: number | string, body: string, email = 'admin@demo.test') =>
    sessions.part(await headers(email), id, number, body);
  const commit = async (id: string, expected: { parts: number; rows: number }, email = 'admin@demo.test') =>
    sessions.commit(await headers(email), id, expected);
  const tagRow = (index: number, values: Record<string, string>, row = index + 2) => ({
    row,
    tag_id: tagIds[index],
    values,
  });
  const metadataOf = async (index: number) => {
    const [row] = await t.db.query<{ metadata: object; custom_attributes: object }>(
      'SELECT metadata, custom_attributes FROM tags WHERE id = $1',
      [tagIds[index]],
    );
    return row!;
  };
  const stagedRows = async (id: string) =>
    (
      await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM tag_data_upload_rows WHERE upload_id = $1', [
        id,
      ])
    )[0]!.n;

  it('starts a session that takes parts of up to the 1 MiB body limit, and applies nothing before the commit', async () => {
    const response = await start();
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toMatchObject({ kind: 'metadata', part_bytes: 1_048_576, max_parts: 10_000, max_rows: 2_000_000 });
    const hours = (Date.parse(session.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const first = await part(session.id, 1, ndjson([tagRow(10, { colour: 'red' }), tagRow(11, { colour: 'blue' })]));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ part: 1, rows: 2 });
    expect((await part(session.id, 2, ndjson([tagRow(12, { colour: 'green' })]))).json()).toEqual({ part: 2, rows: 1 });
    expect((await metadataOf(10)).metadata).toEqual({});

    const done = await commit(session.id, { parts: 2, rows: 3 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ rows: 3, tags_updated: 3 });
    expect((await metadataOf(10)).metadata).toEqual({ colour: 'red' });
    expect((await metadataOf(12)).metadata).toEqual({ colour: 'green' });
    expect(await stagedRows(session.id)).toBe(0);
    const after = await part(session.id, 3, ndjson([tagRow(13, { colour: 'x' })]));
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe('Upload not found.');
  });

  it('takes 24,000 rows in 3 parts each at most the body limit, and stores them in one commit', async () => {
    const totes = await collectionIdNamed(t, 'Leather Tote Bags');
    const ids = await t.db.query<{ id: string }>(
      'SELECT id FROM tags WHERE collection_id = $1 ORDER BY sequence_number LIMIT 24000',
      [totes],
    );
    const totesSessions = uploadSessions(t, totes);
    const id = (await totesSessions.start(await headers())).json().id;
    for (let number = 1; number <= 3; number += 1) {
      const slice = ids.slice((number - 1) * 8000, number * 8000);
      const body = ndjson(
        slice.map((tag, index) => ({
          row: (number - 1) * 8000 + index + 2,
          tag_id: tag.id,
          values: { p: String(number) },
        })),
      );
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(1_048_576);
      const response = await totesSessions.part(await headers(), id, number, body);
      expect(response.json()).toEqual({ part: number, rows: 8000 });
    }
    const done = await totesSessions.commit(await headers(), id, { parts: 3, rows: 24_000 });
    expect(done.json()).toEqual({ rows: 24_000, tags_updated: 24_000 });
    const [last] = await t.db.query<{ metadata: object }>('SELECT metadata FROM tags WHERE id = $1', [ids[23_999]!.id]);
    expect(last!.metadata).toEqual({ p: '3' });
  });

  it('replaces a part sent again under the same number, so a retried part is counted once', async () => {
    const id = await startId();
    await part(id, 1, ndjson([tagRow(20, { lot: 'A' })]));
    await part(id, 2, ndjson([tagRow(21, { lot: 'old' }), tagRow(22, { lot: 'old' })]));
    expect((await part(id, 2, ndjson([tagRow(21, { lot: 'B' })]))).json()).toEqual({ part: 2, rows: 1 });
    expect((await commit(id, { parts: 2, rows: 2 })).json()).toEqual({ rows: 2, tags_updated: 2 });
    expect((await metadataOf(21)).metadata).toEqual({ lot: 'B' });
    expect((await metadataOf(22)).metadata).toEqual({});
  });

  it('refuses a commit while a part is missing, keeps the session, and commits once the part arrives', async () => {
    const id = await startId();
    await part(id, 1, ndjson([tagRow(30, { lot: 'A' })]));
    await part(id, 3, ndjson([tagRow(32, { lot: 'C' })]));
    const missing = await commit(id, { parts: 3, rows: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      code: 'TAG_DATA_INVALID',
      status: 400,
      message: 'Part 2 of 3 has not arrived.',
    });
    expect((await metadataOf(30)).metadata).toEqual({});
    await part(id, 2, ndjson([tagRow(31, { lot: 'B' })]));
    expect((await commit(id, { parts: 3, rows: 3 })).json()).toEqual({ rows: 3, tags_updated: 3 });
  });

  for (const [label, expected, message] of [
    ['a part past the count', { parts: 1, rows: 2 }, 'Part 2 arrived, but the upload has 1 parts.'],
    ['another count of rows', { parts: 2, rows: 3 }, 'The parts hold 2 rows, not 3.'],
  ] as const) {
    it(`refuses a commit naming ${label} with 400, and stores nothing`, async () => {
      const id = await startId();
      await part(id, 1, ndjson([tagRow(40, { lot: 'A' })]));
      await part(id, 2, ndjson([tagRow(41, { lot: 'B' })]));
      const response = await commit(id, expected);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect((await metadataOf(40)).metadata).toEqual({});
    });
  }

  it('refuses a tag named in two parts at the commit, naming both rows, and stores nothing', async () => {
    const id = await startId();
    await part(id, 1, ndjson([tagRow(50, { a: '1' }), tagRow(51, { a: '1' })]));
    await part(id, 2, ndjson([tagRow(50, { a: '2' }, 900)]));
    const response = await commit(id, { parts: 2, rows: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Row 900 names the same tag as row 52.');
    expect((await metadataOf(51)).metadata).toEqual({});
  });

  it('refuses the same row sent again in another part at the commit, and stores nothing', async () => {
    const id = await startId();
    await part(id, 1, ndjson([tagRow(53, { a: '1' }), tagRow(54, { a: '1' })]));
    await part(id, 2, ndjson([tagRow(53, { a: '2' })]));
    const response = await commit(id, { parts: 2, rows: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Row 55 names the same tag twice.');
    expect((await metadataOf(53)).metadata).toEqual({});
    expect((await metadataOf(54)).metadata).toEqual({});
  });

  it('refuses a part in another mode than the parts before it', async () => {
    const id = await startId();
    await part(id, 1, ndjson([tagRow(60, { a: '1' })]));
    const response = await part(id, 2, ndjson([{ row: 3, tag_index_start: 0, tag_index_end: 1, values: {} }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Row 3: every row must name a tag_id, or every row a tag_index_start and tag_index_end.',
    );
  });

  for (const [label, body, message] of [
    ['a line that is not JSON', () => '{oops', 'Line 1 is not JSON.'],
    [
      "a column named '__proto__'",
      () => `{"row":5,"tag_id":"${tagIds[1]}","values":{"__proto__":"x"}}`,
      "Row 5: a column may not be named '__proto__'.",
    ],
    [
      'ranges for custom attributes',
      () => ndjson([{ row: 2, tag_index_start: 0, tag_index_end: 1, values: {} }]),
      'Row 2: custom attributes need a tag_id on every row.',
    ],
    ['an empty part', () => '\n', 'Part 2 has no rows.'],
  ] as const) {
    it(`refuses ${label} in a part with 400`, async () => {
      const id = await startId('custom-attributes');
      const response = await part(id, 2, body());
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'TAG_DATA_INVALID', status: 400, message });
    });
  }

  it('refuses a part over the 1 MiB body limit with 413 naming the limit', async () => {
    const id = await startId();
    const big = ndjson(Array.from({ length: 1100 }, (_, index) => tagRow(index, { text: 'x'.repeat(990) })));
    const response = await part(id, 1, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toContain('The body is larger than 1048576 bytes');
    expect(await stagedRows(id)).toBe(0);
  });

  it('refuses a part that would take the upload past 256 MiB of parts with 413 naming the limit', async () => {
    const id = await startId();
    // The total comes from the parts received; one that claims 256 MiB less 10 bytes stands for them.
    await t.db.query(
      'INSERT INTO tag_data_upload_parts (upload_id, part_number, row_count, byte_count) VALUES ($1, 1, 1, $2)',
      [id, 256 * 1024 * 1024 - 10],
    );
    const response = await part(id, 2, ndjson([tagRow(70, {})]));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'TAG_DATA_TOO_LARGE',
      status: 413,
      message: 'An upload holds at most 268435456 bytes (256 MiB) in all its parts.',
    });
    expect(await stagedRows(id)).toBe(0);
    // Sending the first part again replaces its bytes rather than adding to them.
    expect((await part(id, 1, ndjson([tagRow(70, {})]))).statusCode).toBe(200);
  });

  it('refuses a part that would take the upload past 2,000,000 rows with 413', async () => {
    const id = await startId();
    // The count comes from the parts received; one that claims 1,999,999 rows stands for them.
    await t.db.query('INSERT INTO tag_data_upload_parts (upload_id, part_number, row_count) VALUES ($1, 1, 1999999)', [
      id,
    ]);
    const response = await part(id, 2, ndjson([tagRow(70, {}), tagRow(71, {})]));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'TAG_DATA_TOO_LARGE',
      status: 413,
      message: 'An upload holds at most 2000000 rows.',
    });
  });

  it('refuses part numbers outside 1–10,000, a body that is not NDJSON and a kind it does not know', async () => {
    const id = await startId();
    for (const number of ['0', '10001', 'x'])
      expect((await part(id, number, ndjson([tagRow(1, {})]))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'PUT',
      url: `${sessions.base}/${id}/parts/1`,
      headers: { ...(await headers()), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe('Send the rows as application/x-ndjson.');
    expect((await start('colours')).statusCode).toBe(400);
    expect((await commit(id, { parts: 0, rows: 1 })).statusCode).toBe(400);
  });

  it('abandons a session with DELETE: its staged rows go and it cannot be committed', async () => {
    const id = await startId();
    await part(id, 1, ndjson([tagRow(80, { a: '1' })]));
    expect(await stagedRows(id)).toBe(1);
    const gone = await t.app.inject({ method: 'DELETE', url: `${sessions.base}/${id}`, headers: await headers() });
    expect(gone.statusCode).toBe(204);
    expect(await stagedRows(id)).toBe(0);
    expect((await commit(id, { parts: 1, rows: 1 })).statusCode).toBe(404);
    expect((await metadataOf(80)).metadata).toEqual({});
  });

  it("answers 404 'Upload not found.' to another member's parts, commit and DELETE of a caller's session", async () => {
    const id = await startId();
    await part(id, 1, ndjson([tagRow(90, { a: '1' })]));
    const other = 'super@demo.test';
    for (const response of [
      await part(id, 2, ndjson([tagRow(91, {})]), other),
      await commit(id, { parts: 1, rows: 1 }, other),
      await t.app.inject({ method: 'DELETE', url: `${sessions.base}/${id}`, headers: await headers(other) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Upload not found.');
    }
    expect(await stagedRows(id)).toBe(1);
  });

  it('treats an expired session as gone, and sweeps it with its rows when any session starts', async () => {
    const id = await startId();
    await part(id, 1, ndjson([tagRow(95, { a: '1' })]));
    await t.db.query("UPDATE tag_data_uploads SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await commit(id, { parts: 1, rows: 1 })).statusCode).toBe(404);
    await startId();
    expect(await t.db.query('SELECT id FROM tag_data_uploads WHERE id = $1', [id])).toEqual([]);
    expect(await stagedRows(id)).toBe(0);
  });

  it('opens exactly 5 sessions for 10 parallel starts of one caller, and refuses the rest with 409', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => start()));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    const [open] = await t.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM tag_data_uploads');
    expect(open!.n).toBe(5);
  });

  it('refuses a sixth open session of one caller with 409', async () => {
    for (let index = 0; index < 5; index += 1) await startId();
    const sixth = await start();
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toEqual({
      code: 'TAG_DATA_UPLOADS_OPEN',
      status: 409,
      message: 'You have 5 uploads open: commit or cancel one first (an upload expires 24 hours after it starts).',
    });
  });

  it('refuses a Guest with 403 and another project’s collection with 404', async () => {
    expect((await start('metadata', 'guest@demo.test')).statusCode).toBe(403);
    const cream = await collectionIdNamed(t, 'Night Cream');
    const elsewhere = await uploadSessions(t, cream).start(await headers());
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe('Collection not found.');
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'POST',
    url: `/api/warehouse/collections/${crypto.randomUUID()}/tag-data/uploads`,
    headers: { project_id: SPRING },
    payload: { kind: 'metadata' },
  }));
});

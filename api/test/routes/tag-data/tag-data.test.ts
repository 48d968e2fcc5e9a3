import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { collectionIdNamed } from '../../support/seed-lookups.js';
import { ndjson, NDJSON, tagIdsByIndex } from '../../support/tag-data-uploads.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp('PUT /api/warehouse/collections/:id/tag-metadata and /tag-custom-attributes', (t) => {
  let scarves: string;
  let tagIds: string[];
  beforeAll(async () => {
    scarves = await collectionIdNamed(t, 'Silk Scarves');
    tagIds = await tagIdsByIndex(t, scarves);
  });

  const put = async (
    kind: 'tag-metadata' | 'tag-custom-attributes',
    body: string,
    { email = 'admin@demo.test', collection = scarves, projectId = SPRING, headers = NDJSON } = {},
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/warehouse/collections/${collection}/${kind}`,
      headers: { ...(await t.authHeader(email)), project_id: projectId, ...headers },
      payload: body,
    });
  const dataOf = async (sequence: number) => {
    const [row] = await t.db.query<{ metadata: object; custom_attributes: object }>(
      'SELECT metadata, custom_attributes FROM tags WHERE collection_id = $1 AND sequence_number = $2',
      [scarves, sequence],
    );
    return row!;
  };
  const tagsOf = async (fields: string, offset: number, limit: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/warehouse/tags?collectionIds[]=${scarves}&fields=${fields}&offset=${offset}&limit=${limit}`,
      headers: { ...(await t.authHeader('guest@demo.test')), project_id: SPRING },
    });
    return response.json().data;
  };

  it('stores metadata by tag id, merges it with what the tag had, and GET /tags gives it back', async () => {
    const first = await put(
      'tag-metadata',
      ndjson([
        { row: 2, tag_id: tagIds[0], values: { colour: 'red', size: 'M' } },
        { row: 3, tag_id: tagIds[1], values: { colour: 'blue' } },
      ]),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ rows: 2, tags_updated: 2 });
    const second = await put(
      'tag-metadata',
      ndjson([{ row: 2, tag_id: tagIds[0], values: { size: 'L', batch: '7' } }]),
    );
    expect(second.json()).toEqual({ rows: 1, tags_updated: 1 });
    expect((await dataOf(0)).metadata).toEqual({ colour: 'red', size: 'L', batch: '7' });
    expect(await tagsOf('id,tagMetadata', 0, 3)).toEqual([
      { id: tagIds[0], tagMetadata: [{ data: { colour: 'red', size: 'L', batch: '7' } }] },
      { id: tagIds[1], tagMetadata: [{ data: { colour: 'blue' } }] },
      { id: tagIds[2], tagMetadata: [{ data: {} }] },
    ]);
  });

  it('stores metadata for ranges of tag indexes, both ends included', async () => {
    const response = await put(
      'tag-metadata',
      ndjson([
        { row: 2, tag_index_start: 100, tag_index_end: 104, values: { lot: 'A' } },
        { row: 3, tag_index_start: 105, tag_index_end: 105, values: { lot: 'B' } },
      ]),
    );
    expect(response.json()).toEqual({ rows: 2, tags_updated: 6 });
    expect((await dataOf(99)).metadata).toEqual({});
    expect((await dataOf(100)).metadata).toEqual({ lot: 'A' });
    expect((await dataOf(104)).metadata).toEqual({ lot: 'A' });
    expect((await dataOf(105)).metadata).toEqual({ lot: 'B' });
  });

  it('stores custom attributes apart from metadata and lists them as name and value', async () => {
    const response = await put(
      'tag-custom-attributes',
      ndjson([{ row: 2, tag_id: tagIds[500], values: { retailer: 'Harrods', region: 'UK' } }]),
    );
    expect(response.json()).toEqual({ rows: 1, tags_updated: 1 });
    expect(await dataOf(500)).toEqual({ metadata: {}, custom_attributes: { retailer: 'Harrods', region: 'UK' } });
    expect(await tagsOf('customAttributes', 500, 1)).toEqual([
      {
        customAttributes: [
          { name: 'region', value: 'UK' },
          { name: 'retailer', value: 'Harrods' },
        ],
      },
    ]);
  });

  const toteRows = async (count: number) => {
    const totes = await collectionIdNamed(t, 'Leather Tote Bags');
    const ids = await t.db.query<{ id: string }>(
      'SELECT id FROM tags WHERE collection_id = $1 ORDER BY sequence_number LIMIT $2',
      [totes, count],
    );
    const body = ndjson(ids.map(({ id }, index) => ({ row: index + 2, tag_id: id, values: { n: String(index) } })));
    return { totes, ids, body };
  };

  it('takes 10,000 rows in one request under the 1 MiB body limit, staged in batches', async () => {
    const { totes, ids, body } = await toteRows(10_000);
    expect(Buffer.byteLength(body)).toBeLessThan(1_048_576);
    const response = await put('tag-metadata', body, { collection: totes });
    expect(response.json()).toEqual({ rows: 10000, tags_updated: 10000 });
    const [last] = await t.db.query<{ metadata: object }>('SELECT metadata FROM tags WHERE id = $1', [ids[9999]!.id]);
    expect(last!.metadata).toEqual({ n: '9999' });
  });

  it('refuses a body over the 1 MiB body limit with 413 naming the limit and the upload session, and stores nothing', async () => {
    const { totes, ids, body } = await toteRows(20_000);
    const response = await put('tag-custom-attributes', body, { collection: totes });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'TAG_DATA_TOO_LARGE',
      status: 413,
      message:
        "The body is larger than 1048576 bytes, the API's body limit: send a larger file in parts through an " +
        'upload session (POST …/tag-data/uploads).',
    });
    const [first] = await t.db.query<{ custom_attributes: object }>(
      'SELECT custom_attributes FROM tags WHERE id = $1',
      [ids[0]!.id],
    );
    expect(first!.custom_attributes).toEqual({});
  });

  for (const [label, lines, message] of [
    [
      'a line that is not JSON',
      () => `${JSON.stringify({ row: 2, tag_id: tagIds[3], values: {} })}\n{oops`,
      'Line 2 is not JSON.',
    ],
    [
      'a tag id that is not a uuid',
      () => ndjson([{ row: 9, tag_id: 'abc', values: {} }]),
      'Row 9: tag_id: Invalid UUID: Received "abc"',
    ],
    [
      'a value that is not text',
      () => ndjson([{ row: 4, tag_id: tagIds[3], values: { n: 1 } }]),
      'Row 4: values.n: Invalid type: Expected string but received 1',
    ],
    [
      'an unknown key',
      () => ndjson([{ row: 4, tag_id: tagIds[3], values: {}, extra: 1 }]),
      'Row 4: extra: Invalid key: Expected never but received "extra"',
    ],
    [
      'rows in both modes',
      () =>
        ndjson([
          { row: 2, tag_id: tagIds[3], values: {} },
          { row: 3, tag_index_start: 0, tag_index_end: 1, values: {} },
        ]),
      'Row 3: every row must name a tag_id, or every row a tag_index_start and tag_index_end.',
    ],
    [
      'a range that ends before it starts',
      () => ndjson([{ row: 2, tag_index_start: 5, tag_index_end: 4, values: {} }]),
      'Row 2: tag_index_start 5 is after tag_index_end 4.',
    ],
    [
      'a range past the last tag',
      () => ndjson([{ row: 2, tag_index_start: 990, tag_index_end: 1000, values: {} }]),
      "Row 2: tag_index_end 1000 is past the collection's last tag (index 999).",
    ],
    [
      'overlapping ranges',
      () =>
        ndjson([
          { row: 2, tag_index_start: 0, tag_index_end: 10, values: { a: '1' } },
          { row: 3, tag_index_start: 20, tag_index_end: 30, values: {} },
          { row: 4, tag_index_start: 10, tag_index_end: 12, values: {} },
        ]),
      'Row 4 covers tags that row 2 covers too.',
    ],
    [
      'a tag named twice',
      () =>
        ndjson([
          { row: 2, tag_id: tagIds[3], values: { a: '1' } },
          { row: 3, tag_id: tagIds[4], values: {} },
          { row: 5, tag_id: tagIds[3], values: {} },
        ]),
      'Row 5 names the same tag as row 2.',
    ],
    [
      'a tag named twice under one row number',
      () =>
        ndjson([
          { row: 2, tag_id: tagIds[3], values: { a: '1' } },
          { row: 2, tag_id: tagIds[3], values: { a: '2' } },
        ]),
      'Row 2 names the same tag twice.',
    ],
    [
      'a row number past 2,147,483,647',
      () => ndjson([{ row: 2_147_483_648, tag_id: tagIds[3], values: { a: '1' } }]),
      'Row 2147483648: row: Invalid value: Expected <=2147483647 but received 2147483648',
    ],
    [
      'a NUL character',
      () => ndjson([{ row: 6, tag_id: tagIds[3], values: { a: 'x\u0000y' } }]),
      'Row 6: text must not contain NUL characters.',
    ],
    ['an empty body', () => '\n', 'The upload has no rows.'],
    // Written by hand: JSON.stringify of an object literal would take __proto__ as its prototype.
    [
      "a column named '__proto__'",
      () => `{"row":7,"tag_id":"${tagIds[3]}","values":{"a":"1","__proto__":"x"}}`,
      "Row 7: a column may not be named '__proto__'.",
    ],
    [
      "a column named 'constructor'",
      () => ndjson([{ row: 8, tag_id: tagIds[3], values: { a: '1', constructor: 'x' } }]),
      "Row 8: a column may not be named 'constructor'.",
    ],
  ] as const) {
    it(`refuses ${label} with 400 naming the row, and stores nothing`, async () => {
      const response = await put('tag-metadata', lines());
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'TAG_DATA_INVALID', status: 400, message });
      expect((await dataOf(3)).metadata).toEqual({});
      expect((await dataOf(0)).metadata).not.toHaveProperty('a');
    });
  }

  it('refuses a tag of another collection, naming its row, and stores nothing from earlier rows', async () => {
    const [tote] = await t.db.query<{ id: string }>(
      `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.name = 'Leather Tote Bags' LIMIT 1`,
    );
    const response = await put(
      'tag-metadata',
      ndjson([
        { row: 2, tag_id: tagIds[6], values: { gone: 'yes' } },
        { row: 3, tag_id: tote!.id, values: {} },
      ]),
    );
    expect(response.json().error.message).toBe(`Row 3: ${tote!.id} is not a tag of this collection.`);
    expect((await dataOf(6)).metadata).toEqual({});
  });

  it('refuses ranges for custom attributes, which need a tag_id column', async () => {
    const response = await put(
      'tag-custom-attributes',
      ndjson([{ row: 2, tag_index_start: 0, tag_index_end: 1, values: {} }]),
    );
    expect(response.json().error.message).toBe('Row 2: custom attributes need a tag_id on every row.');
  });

  it('refuses a line longer than 65,536 characters with 400', async () => {
    const response = await put(
      'tag-metadata',
      ndjson([{ row: 2, tag_id: tagIds[3], values: { big: 'x'.repeat(70_000) } }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('A line is longer than 65536 characters.');
  });

  it('refuses a body that is not NDJSON with 415', async () => {
    const response = await put('tag-metadata', JSON.stringify({ rows: [] }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Send the rows as application/x-ndjson.');
  });

  it('refuses a project Guest (no tag-data:create) with 403 and stores nothing', async () => {
    const response = await put('tag-metadata', ndjson([{ row: 2, tag_id: tagIds[7], values: { x: '1' } }]), {
      email: 'guest@demo.test',
    });
    expect(response.statusCode).toBe(403);
    expect((await dataOf(7)).metadata).toEqual({});
  });

  it("answers 404 'Project not found.' to another company's admin, and 'Collection not found.' for another project's collection", async () => {
    const body = ndjson([{ row: 2, tag_id: tagIds[7], values: { x: '1' } }]);
    const outsider = await put('tag-metadata', body, { email: 'other@demo.test' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error.message).toBe('Project not found.');
    const elsewhere = await put('tag-metadata', body, { collection: await collectionIdNamed(t, 'Night Cream') });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe('Collection not found.');
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'PUT',
    url: `/api/warehouse/collections/${crypto.randomUUID()}/tag-metadata`,
    headers: { project_id: SPRING, ...NDJSON },
    payload: '{}',
  }));
});

import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { shortCodeOf } from '../../../src/services/tags/short-codes.js';
import { collectionIdNamed, tagIdAt } from '../../support/seed-lookups.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp('one tag: GET /tags/:tagId and /tags/lookup', (t) => {
  let scarves = '';
  let tagId = '';
  beforeAll(async () => {
    scarves = await collectionIdNamed(t, 'Silk Scarves');
    tagId = await tagIdAt(t, scarves, 17);
    await t.db.query(
      `UPDATE tags SET metadata = '{"Batch": "B-17"}', custom_attributes = '{"Colour": "Rose"}', status = 'inactive'
       WHERE id = $1`,
      [tagId],
    );
  });

  const get = async (url: string, projectId = SPRING) =>
    t.app.inject({
      method: 'GET',
      url: `/api/warehouse/tags/${url}`,
      headers: { ...(await t.authHeader('guest@demo.test')), project_id: projectId },
    });
  const expected = () => ({
    id: tagId,
    shortCode: shortCodeOf(tagId),
    collection: { id: scarves, name: 'Silk Scarves' },
    sequenceNumber: 17,
    status: 'inactive',
    createdAt: expect.stringMatching(/Z$/),
    tagMetadata: { Batch: 'B-17' },
    customAttributes: { Colour: 'Rose' },
  });

  it('answers a tag with its collection, index, short code, status and data', async () => {
    const response = await get(tagId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected());
  });

  it('finds a tag by its id, short code, short link, or its index in a chosen collection', async () => {
    const code = shortCodeOf(tagId);
    for (const q of [
      tagId,
      tagId.toUpperCase(),
      code,
      ` ${code} `,
      `https://scan.example/s/${code}`,
      `http://x/s/${code}/?a=1`,
    ]) {
      const response = await get(`lookup?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json()).toEqual(expected());
    }
    expect((await get(`lookup?q=17&collectionId=${scarves}`)).json()).toEqual(expected());
  });

  it('says what to enter when the text is no id, code, link or index', async () => {
    const noCollection = await get('lookup?q=17');
    expect(noCollection.statusCode).toBe(400);
    expect(noCollection.json().error.message).toBe(
      'Enter a tag id, a short code or a short link (or choose a collection to find a tag by its index).',
    );
    const withCollection = await get(`lookup?q=scarf&collectionId=${scarves}`);
    expect(withCollection.json().error.message).toBe(
      'Enter a tag id, a short code, a short link or an index in the collection.',
    );
    expect((await get('lookup?q=')).statusCode).toBe(400);
  });

  it('answers 404 for no match, a tag of another project, or a collection of another project', async () => {
    const nothing = await get(`lookup?q=999999&collectionId=${scarves}`);
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().error.message).toBe('No tag of this project matches "999999".');
    const [wineTag] = await t.db.query<{ id: string; collection_id: string }>(
      `SELECT t.id, t.collection_id FROM tags t JOIN collections c ON c.id = t.collection_id
       WHERE c.project_id = $1 LIMIT 1`,
      [DEMO_IDS.projects.wine],
    );
    expect((await get(wineTag!.id)).json().error.message).toBe('Tag not found.');
    expect((await get(`lookup?q=${shortCodeOf(wineTag!.id)}`)).statusCode).toBe(404);
    const otherCollection = await get(`lookup?q=0&collectionId=${wineTag!.collection_id}`);
    expect(otherCollection.statusCode).toBe(404);
    expect(otherCollection.json().error.message).toBe('Collection not found.');
  });
});

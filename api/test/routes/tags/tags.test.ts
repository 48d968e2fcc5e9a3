import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { collectionIdNamed as collectionId } from '../../support/seed-lookups.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp('GET /api/warehouse/tags', (t) => {
  const get = async (email: string, query: string, projectId: string = SPRING) =>
    t.app.inject({
      method: 'GET',
      url: `/api/warehouse/tags?${query}`,
      headers: { ...(await t.authHeader(email)), project_id: projectId },
    });
  const ids = async (...names: string[]) =>
    (await Promise.all(names.map((name) => collectionId(t, name)))).map((id) => `collectionIds[]=${id}`).join('&');

  it('returns the requested fields of a page of tags in sequence order', async () => {
    const response = await get('guest@demo.test', `${await ids('Silk Scarves')}&offset=10&limit=3`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((tag: { sequenceNumber: number }) => tag.sequenceNumber)).toEqual([10, 11, 12]);
    expect(data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      seed: expect.stringMatching(/^[0-9a-f]{32}$/),
      version: 1,
      collectionId: await collectionId(t, 'Silk Scarves'),
      sequenceNumber: 10,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const only = await get('guest@demo.test', `${await ids('Silk Scarves')}&fields=id,seed&limit=1`);
    expect(Object.keys(only.json().data[0]).sort()).toEqual(['id', 'seed']);
  });

  it('gives the short link code on request: the id in base 62, 22 characters', async () => {
    const response = await get('guest@demo.test', `${await ids('Silk Scarves')}&fields=id,shortCode&limit=2`);
    const [first, second] = response.json().data as { id: string; shortCode: string }[];
    expect(first!.shortCode).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(first!.shortCode).not.toBe(second!.shortCode);
    const decoded = [...first!.shortCode].reduce(
      (value, character) =>
        value * 62n + BigInt('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.indexOf(character)),
      0n,
    );
    expect(decoded.toString(16).padStart(32, '0')).toBe(first!.id.replace(/-/g, ''));
  });

  it('gives timestamps as ISO 8601 in UTC with milliseconds, the instant stored', async () => {
    const scarves = await collectionId(t, 'Silk Scarves');
    await t.db.query(
      `UPDATE tags SET created_at = '2026-03-04 05:06:07.891234+02', updated_at = '2026-12-31 23:59:59.999+00'
       WHERE collection_id = $1 AND sequence_number = 7`,
      [scarves],
    );
    const { data } = (await get('guest@demo.test', `collectionIds[]=${scarves}&offset=7&limit=1`)).json();
    expect(data[0]).toMatchObject({ createdAt: '2026-03-04T03:06:07.891Z', updatedAt: '2026-12-31T23:59:59.999Z' });
  });

  it('counts the offset across the listed collections in their order', async () => {
    const query = `${await ids('Silk Scarves', 'Leather Tote Bags')}&offset=998&limit=4&fields=collectionId,sequenceNumber`;
    const { data } = (await get('admin@demo.test', query)).json();
    const scarves = await collectionId(t, 'Silk Scarves');
    const totes = await collectionId(t, 'Leather Tote Bags');
    expect(data).toEqual([
      { collectionId: scarves, sequenceNumber: 998 },
      { collectionId: scarves, sequenceNumber: 999 },
      { collectionId: totes, sequenceNumber: 0 },
      { collectionId: totes, sequenceNumber: 1 },
    ]);
  });

  it('pages 5000 at most and ends with an empty page', async () => {
    const totes = await ids('Leather Tote Bags');
    expect((await get('admin@demo.test', `${totes}&fields=id`)).json().data).toHaveLength(5000);
    expect((await get('admin@demo.test', `${totes}&offset=24999&fields=id`)).json().data).toHaveLength(1);
    expect((await get('admin@demo.test', `${totes}&offset=25000`)).json().data).toEqual([]);
  });

  for (const [label, query] of [
    ['a limit over 5000', 'limit=5001'],
    ['a limit of 0', 'limit=0'],
    ['a negative offset', 'offset=-1'],
    ['an unknown field', 'fields=id,password'],
    ['a malformed field list', 'fields=id,,seed'],
  ] as const) {
    it(`refuses ${label} with 400`, async () => {
      const response = await get('admin@demo.test', `${await ids('Silk Scarves')}&${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    });
  }

  it('refuses a request without collections, or with a collection id that is not a uuid, with 400', async () => {
    expect((await get('admin@demo.test', 'limit=5')).statusCode).toBe(400);
    expect((await get('admin@demo.test', 'collectionIds[]=scarves')).statusCode).toBe(400);
  });

  it("answers 'Collection not found.' for another project's collection", async () => {
    const response = await get('admin@demo.test', await ids('Night Cream'));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Collection not found.');
  });

  itKeepsProjectDataToMembers(t, 'tag:read', async (email, projectId) =>
    get(email, `${await ids('Silk Scarves')}&limit=1`, projectId),
  );

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: `/api/warehouse/tags?collectionIds[]=${crypto.randomUUID()}`,
    headers: { project_id: SPRING },
  }));
});

import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { collectionIdNamed, tagIdAt } from '../../support/seed-lookups.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp('GET /api/warehouse/tags/:tagId/scans', (t) => {
  let tagId = '';
  let quietTag = '';
  beforeAll(async () => {
    const scarves = await collectionIdNamed(t, 'Silk Scarves');
    tagId = await tagIdAt(t, scarves, 70);
    quietTag = await tagIdAt(t, scarves, 71);
    // Three scans over three days, reported through the ingest API; the tag is blacklisted before the last.
    const ingest = async (events: object[]) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events/scan-events',
        headers: await t.authHeader('admin@demo.test'),
        payload: { project_id: SPRING, events },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await ingest([
      {
        clientScanId: 'tag-scans-1',
        tagId,
        createdAt: daysAgo(3),
        city: 'Paris',
        country: 'France',
        clientAgent: 'WECHAT',
        scanStatus: 'SUCCESS',
      },
      {
        clientScanId: 'tag-scans-2',
        tagId,
        createdAt: daysAgo(2),
        city: 'Lyon',
        country: 'France',
        clientAgent: 'WEBSCANNER',
        scanStatus: 'MATCH_FAILED',
      },
    ]);
    await t.db.query("UPDATE tags SET status = 'blacklisted' WHERE id = $1", [tagId]);
    await ingest([
      {
        clientScanId: 'tag-scans-3',
        tagId,
        createdAt: daysAgo(1),
        city: 'Lagos',
        country: 'Nigeria',
        clientAgent: 'NATIVESCANNER_IOS',
        scanStatus: 'SUCCESS',
      },
    ]);
  });

  const get = async (id: string, query = '', headers?: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/warehouse/tags/${id}/scans${query}`,
      headers: { ...(headers ?? (await t.authHeader('guest@demo.test'))), project_id: SPRING },
    });

  it("answers the tag's scans newest first with place, scanner, the tag's status then, the outcome and the score", async () => {
    const response = await get(tagId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      total: 3,
      items: [
        {
          id: expect.any(String),
          createdAt: expect.stringMatching(/Z$/),
          city: 'Lagos',
          country: 'Nigeria',
          clientAgent: 'NATIVESCANNER_IOS',
          tagStatus: 'blacklisted',
          scanStatus: 'SUCCESS',
          score: 90,
          reasons: [
            {
              rule: 'tagStatus',
              points: 90,
              message: expect.stringMatching(/blacklisted/i),
              status: 'blacklisted',
            },
          ],
          ruleSetVersion: 1,
        },
        expect.objectContaining({
          city: 'Lyon',
          clientAgent: 'WEBSCANNER',
          tagStatus: 'active',
          scanStatus: 'MATCH_FAILED',
        }),
        expect.objectContaining({ city: 'Paris', clientAgent: 'WECHAT', tagStatus: 'active', scanStatus: 'SUCCESS' }),
      ],
    });
  });

  it('pages with limit and offset, counting every scan whatever the page', async () => {
    const first = (await get(tagId, '?limit=2')).json();
    expect(first.total).toBe(3);
    expect(first.items.map((scan: { city: string }) => scan.city)).toEqual(['Lagos', 'Lyon']);
    const second = (await get(tagId, '?limit=2&offset=2')).json();
    expect(second).toEqual({ total: 3, items: [expect.objectContaining({ city: 'Paris' })] });
    expect((await get(tagId, '?offset=10')).json()).toEqual({ total: 3, items: [] });
  });

  it('answers a tag never scanned with no scans', async () => {
    expect((await get(quietTag)).json()).toEqual({ total: 0, items: [] });
  });

  it.each([['?limit=0'], ['?limit=101'], ['?offset=-1'], ['?limit=x']])('refuses %s with 400', async (query) => {
    const response = await get(tagId, query);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a tag id that is not a UUID with 400', async () => {
    expect((await get('not-a-tag')).statusCode).toBe(400);
  });

  it("answers 404 'Tag not found.' for a tag of another project, and for another company's Administrator", async () => {
    const [other] = await t.db.query<{ id: string }>(
      'SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.project_id = $1 LIMIT 1',
      [DEMO_IDS.projects.wine],
    );
    const elsewhere = await get(other!.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe('Tag not found.');
    expect((await get(tagId, '', await t.authHeader('other@demo.test'))).statusCode).toBe(404);
  });

  it('takes an API key with scan-event:read and refuses one with only tag:read', async () => {
    const keyOf = async (scope: 'scan-event:read' | 'tag:read') => ({
      'x-api-key': (await createKey(t, 'admin@demo.test', SPRING, [scope])).secret,
    });
    expect((await get(tagId, '', await keyOf('scan-event:read'))).json().total).toBe(3);
    expect((await get(tagId, '', await keyOf('tag:read'))).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: `/api/warehouse/tags/${tagId}/scans`,
    headers: { project_id: SPRING },
  }));
});

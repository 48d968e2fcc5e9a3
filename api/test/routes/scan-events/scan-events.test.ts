import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { DEMO_SCAN_COUNTS } from '../../../src/seed/demo-scan-events.js';
import { DEMO_FLAGGED_SCAN_COUNT } from '../../../src/seed/demo-flagged-scans.js';

const URL = '/api/events/scan-events';
/** Spring's demo scans: the bulk-loaded ones and the flagged ones stored through scoring. */
const SPRING_SCANS = DEMO_SCAN_COUNTS[DEMO_IDS.projects.spring]! + DEMO_FLAGGED_SCAN_COUNT;

interface Item {
  id: string;
  createdAt: string;
  clientScanId: string;
}

describeWithApp('GET /api/events/scan-events', (t) => {
  const list = async (email: string, query: Record<string, string | number>) =>
    t.app.inject({ method: 'GET', url: URL, query: stringify(query), headers: await t.authHeader(email) });
  const items = async (email: string, query: Record<string, string | number>): Promise<Item[]> => {
    const response = await list(email, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  };
  const countInDb = async (projectId: string, after?: string, before?: string) => {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM scan_events WHERE project_id = $1
         AND ($2::timestamptz IS NULL OR created_at >= $2::timestamptz)
         AND ($3::timestamptz IS NULL OR created_at < $3::timestamptz)`,
      [projectId, after ?? null, before ?? null],
    );
    return row!.n;
  };

  it("returns the project's scans newest first, 500 by default, with every field", async () => {
    const response = await list('admin@demo.test', { project_id: DEMO_IDS.projects.spring });
    expect(response.statusCode).toBe(200);
    const page: Item[] = response.json().items;
    expect(await countInDb(DEMO_IDS.projects.spring)).toBe(SPRING_SCANS);
    expect(page).toHaveLength(500);
    const times = page.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      projectId: DEMO_IDS.projects.spring,
      collectionId: expect.toSatisfy((v) => v === null || /^[0-9a-f-]{36}$/.test(String(v))),
      tagId: expect.toSatisfy((v) => v === null || /^[0-9a-f-]{36}$/.test(String(v))),
      clientScanId: expect.stringMatching(/^demo-/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      city: expect.any(String),
      country: expect.any(String),
      clientLocationLat: expect.toSatisfy((v) => v === null || typeof v === 'number'),
      clientLocationLong: expect.toSatisfy((v) => v === null || typeof v === 'number'),
      geolocationEnabled: expect.any(Boolean),
      clientSessionId: expect.any(String),
      clientAgent: expect.stringMatching(
        /^(WECHAT|WEBSCANNER|WHATSAPP|NATIVESCANNER_IOS|NATIVESCANNER_ANDROID|OTHER)$/,
      ),
      scanStatus: expect.stringMatching(/^(SUCCESS|DETECT_FAILED|MATCH_FAILED)$/),
      ruleStatus: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      tagMetadata: expect.toSatisfy((v) => v === null || typeof v === 'object'),
      hookData: expect.toSatisfy((v) => v === null || typeof v === 'object'),
      userAgent: { platform: expect.any(String), browser: expect.any(String), version: expect.any(String) },
      // The demo's scans are bulk-loaded, unscored (ADR 0062).
      score: null,
      reasons: [],
      ruleSetVersion: null,
    });
  });

  it('pages with limit and offset without repeating or skipping a scan', async () => {
    const all = await items('admin@demo.test', { project_id: DEMO_IDS.projects.spring, limit: 30 });
    const first = await items('admin@demo.test', { project_id: DEMO_IDS.projects.spring, limit: 10, offset: 0 });
    const second = await items('admin@demo.test', { project_id: DEMO_IDS.projects.spring, limit: 20, offset: 10 });
    expect([...first, ...second].map((item) => item.id)).toEqual(all.map((item) => item.id));
    const rest = await items('admin@demo.test', { project_id: DEMO_IDS.projects.spring, offset: 500 });
    expect(rest).toHaveLength(SPRING_SCANS - 500);
    expect(await items('admin@demo.test', { project_id: DEMO_IDS.projects.spring, offset: SPRING_SCANS })).toEqual([]);
  });

  it('keeps only scans with createdAfter <= createdAt < createdBefore', async () => {
    const after = new Date(Date.now() - 20 * 86_400_000).toISOString();
    const before = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const found = await items('admin@demo.test', {
      project_id: DEMO_IDS.projects.spring,
      createdAfter: after,
      createdBefore: before,
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found).toHaveLength(await countInDb(DEMO_IDS.projects.spring, after, before));
    for (const item of found) {
      expect(Date.parse(item.createdAt)).toBeGreaterThanOrEqual(Date.parse(after));
      expect(Date.parse(item.createdAt)).toBeLessThan(Date.parse(before));
    }
    const onlyAfter = await items('admin@demo.test', { project_id: DEMO_IDS.projects.spring, createdAfter: after });
    expect(onlyAfter).toHaveLength(await countInDb(DEMO_IDS.projects.spring, after));
  });

  it('answers an empty list for a project without scans', async () => {
    expect(await items('admin@demo.test', { project_id: DEMO_IDS.projects.wine })).toEqual([]);
  });

  it('lets a project guest read them', async () => {
    expect(await items('guest@demo.test', { project_id: DEMO_IDS.projects.spring, limit: 5 })).toHaveLength(5);
  });

  it('lets the system super user read any project without being a member', async () => {
    const found = await items('super@demo.test', { project_id: DEMO_IDS.projects.globexCosmetics });
    expect(found).toHaveLength(await countInDb(DEMO_IDS.projects.globexCosmetics));
  });

  itKeepsProjectDataToMembers(t, 'scan-event:read', (email, projectId) => list(email, { project_id: projectId }));

  const spring = DEMO_IDS.projects.spring;
  it.each([
    ['project_id is missing', {}, 'project_id'],
    ['project_id is not a uuid', { project_id: 'spring' }, 'project_id'],
    ['createdAfter is not an ISO timestamp', { project_id: spring, createdAfter: 'yesterday' }, 'createdAfter'],
    [
      'createdBefore is not an ISO timestamp',
      { project_id: spring, createdBefore: '2026-13-45T00:00:00Z' },
      'createdBefore',
    ],
    ['limit is 0', { project_id: spring, limit: 0 }, 'limit'],
    ['limit is above 500', { project_id: spring, limit: 501 }, 'limit'],
    ['limit is not a number', { project_id: spring, limit: 'all' }, 'limit'],
    ['limit is not an integer', { project_id: spring, limit: 2.5 }, 'limit'],
    ['offset is negative', { project_id: spring, offset: -1 }, 'offset'],
    ['offset is beyond a safe integer', { project_id: spring, offset: '99999999999999999999' }, 'offset'],
    ['limit overflows to infinity', { project_id: spring, limit: '1e309' }, 'limit'],
  ])('refuses a request where %s with 400', async (_case, query, field) => {
    const response = await list('admin@demo.test', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain(field);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${URL}?project_id=${DEMO_IDS.projects.spring}` }));
});

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const SPRING = DEMO_IDS.projects.spring;
const DAY_MS = 86_400_000;

interface WeekOfScans {
  weeksAgo: number;
  success: number;
  detectFailed: number;
  matchFailed: number;
}

/** A week's scans land a whole number of weeks before now, so each falls in the ISO week that many weeks back. */
const PRINT_RUNS: WeekOfScans[] = [
  { weeksAgo: 13, success: 10, detectFailed: 10, matchFailed: 0 },
  { weeksAgo: 3, success: 36, detectFailed: 2, matchFailed: 2 },
  { weeksAgo: 2, success: 37, detectFailed: 2, matchFailed: 1 },
  { weeksAgo: 1, success: 26, detectFailed: 12, matchFailed: 2 },
];

async function collectionNamed(t: TestApp, name: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM collections WHERE name = $1', [name]);
  return row!.id;
}

async function addCollectionWithScans(t: TestApp, runs: WeekOfScans[]): Promise<string> {
  const [collection] = await t.db.query<{ id: string }>(
    `INSERT INTO collections (project_id, name) VALUES ($1, 'Print Run Check') RETURNING id`,
    [SPRING],
  );
  const now = Date.now();
  for (const run of runs) {
    const statuses = [
      ...Array<string>(run.success).fill('SUCCESS'),
      ...Array<string>(run.detectFailed).fill('DETECT_FAILED'),
      ...Array<string>(run.matchFailed).fill('MATCH_FAILED'),
    ];
    await t.db.query(
      `INSERT INTO scan_events (project_id, collection_id, client_scan_id, created_at, scan_status)
       SELECT $1, $2, 'print-run-' || $3::text || '-' || n, $4::timestamptz, status
       FROM unnest($5::text[]) WITH ORDINALITY AS s(status, n)`,
      [SPRING, collection!.id, run.weeksAgo, new Date(now - run.weeksAgo * 7 * DAY_MS).toISOString(), statuses],
    );
  }
  return collection!.id;
}

describeWithApp('GET /api/warehouse/collections/:collectionId/print-quality', (t) => {
  let printRun = '';
  beforeAll(async () => {
    printRun = await addCollectionWithScans(t, PRINT_RUNS);
  });

  const report = async (
    collectionId: string,
    {
      query = '',
      headers,
      projectId = SPRING,
    }: { query?: string; headers?: Record<string, string>; projectId?: string },
  ) =>
    t.app.inject({
      method: 'GET',
      url: `/api/warehouse/collections/${collectionId}/print-quality${query}`,
      headers: { ...headers, project_id: projectId },
    });
  const asUser = async (email: string, collectionId: string, query = '', projectId: string = SPRING) =>
    report(collectionId, { query, headers: await t.authHeader(email), projectId });

  it('counts the last 12 ISO weeks, oldest first, with rates and the usual rate of the other weeks', async () => {
    const response = await asUser('admin@demo.test', printRun);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.collectionId).toBe(printRun);
    expect(body.weeks).toHaveLength(12);
    const mondays = body.weeks.map((week: { weekStart: string }) => new Date(`${week.weekStart}T00:00:00Z`));
    expect(mondays.every((monday: Date) => monday.getUTCDay() === 1)).toBe(true);
    expect(body.weeks.at(-1).weekStart).toBe(mondays.at(-1).toISOString().slice(0, 10));
    expect(Date.now() - mondays.at(-1).getTime()).toBeLessThan(7 * DAY_MS);
    expect(body.weeks[0].week).toMatch(/^\d{4}-W\d\d$/);

    const [threeAgo, twoAgo, oneAgo, thisWeek] = body.weeks.slice(-4);
    expect(threeAgo).toMatchObject({
      scans: 40,
      detect: { attempts: 40, failed: 2, rate: 0.05, farAboveUsual: false },
      match: { attempts: 38, failed: 2, farAboveUsual: false },
    });
    expect(threeAgo.detect.usualRate).toBeCloseTo(14 / 80);
    expect(threeAgo.match.rate).toBeCloseTo(2 / 38);
    expect(twoAgo).toMatchObject({ scans: 40, detect: { failed: 2 }, match: { attempts: 38, failed: 1 } });
    expect(oneAgo).toMatchObject({
      scans: 40,
      detect: { attempts: 40, failed: 12, rate: 0.3, usualRate: 0.05, farAboveUsual: true },
      match: { attempts: 28, failed: 2, farAboveUsual: false },
    });
    expect(oneAgo.match.usualRate).toBeCloseTo(3 / 76);
    expect(thisWeek).toMatchObject({
      scans: 0,
      detect: { attempts: 0, failed: 0, rate: null, farAboveUsual: false },
      match: { attempts: 0, failed: 0, rate: null, farAboveUsual: false },
    });
    expect(body.total).toEqual({
      scans: 120,
      detect: { attempts: 120, failed: 16, rate: 16 / 120 },
      match: { attempts: 104, failed: 5, rate: 5 / 104 },
    });
  });

  it('reaches further back when asked for more weeks', async () => {
    const response = await asUser('admin@demo.test', printRun, '?weeks=14');
    expect(response.statusCode).toBe(200);
    expect(response.json().weeks).toHaveLength(14);
    expect(response.json().weeks[0]).toMatchObject({ scans: 20, detect: { failed: 10, rate: 0.5 } });
    expect(response.json().total.scans).toBe(140);
  });

  it('counts a failed detection for each collection its client session identified, and only then', async () => {
    const [other] = await t.db.query<{ id: string }>(
      `INSERT INTO collections (project_id, name) VALUES ($1, 'Session Check') RETURNING id`,
      [SPRING],
    );
    const scarves = await collectionNamed(t, 'Silk Scarves');
    const scan = (session: string | null, collectionId: string | null, status: string, secondsAgo: number) =>
      t.db.query(
        `INSERT INTO scan_events (project_id, collection_id, client_scan_id, client_session_id, created_at, scan_status)
         VALUES ($1, $2, $3, $4, now() - make_interval(secs => $5), $6)`,
        [SPRING, collectionId, crypto.randomUUID(), session, secondsAgo, status],
      );
    // A rescan that worked names the collection of the failed detection before it.
    await scan('rescued', null, 'DETECT_FAILED', 30);
    await scan('rescued', other!.id, 'SUCCESS', 10);
    // A session that read tags of two collections counts its failure for each: which one failed is unknown.
    await scan('mixed', null, 'DETECT_FAILED', 30);
    await scan('mixed', other!.id, 'SUCCESS', 20);
    await scan('mixed', scarves, 'SUCCESS', 10);
    // Without a session, or with a session that never identified a tag, a failed detection stays unattributed.
    await scan(null, null, 'DETECT_FAILED', 30);
    await scan('lost', null, 'DETECT_FAILED', 30);

    const { total } = (await asUser('admin@demo.test', other!.id)).json();
    expect(total).toEqual({
      scans: 4,
      detect: { attempts: 4, failed: 2, rate: 0.5 },
      match: { attempts: 2, failed: 0, rate: 0 },
    });
  });

  it("counts a demo collection's seeded scans as the database holds them, rescued detections included", async () => {
    const scarves = await collectionNamed(t, 'Silk Scarves');
    const [expected] = await t.db.query<{ scans: number; detect_failed: number; match_failed: number }>(
      `SELECT count(*)::int AS scans,
              (count(*) FILTER (WHERE scan_status = 'DETECT_FAILED'))::int AS detect_failed,
              (count(*) FILTER (WHERE scan_status = 'MATCH_FAILED'))::int AS match_failed
       FROM scan_events e
       WHERE collection_id = $1
          OR (project_id = $2 AND collection_id IS NULL AND scan_status = 'DETECT_FAILED'
              AND EXISTS (SELECT 1 FROM scan_events s
                          WHERE s.client_session_id = e.client_session_id AND s.collection_id = $1))`,
      [scarves, SPRING],
    );
    expect(expected!.scans).toBeGreaterThan(100);
    expect(expected!.detect_failed).toBeGreaterThan(0);
    const response = await asUser('guest@demo.test', scarves);
    expect(response.statusCode).toBe(200);
    const { total, weeks } = response.json();
    expect(total.scans).toBe(expected!.scans);
    expect(total.detect.failed).toBe(expected!.detect_failed);
    expect(total.match).toMatchObject({
      attempts: expected!.scans - expected!.detect_failed,
      failed: expected!.match_failed,
    });
    expect(weeks.reduce((sum: number, week: { scans: number }) => sum + week.scans, 0)).toBe(expected!.scans);
  });

  it('answers counts and rates only: no scan, place, tag or image', async () => {
    const body = (await asUser('admin@demo.test', printRun)).json();
    expect(Object.keys(body).sort()).toEqual(['collectionId', 'total', 'weeks']);
    expect(Object.keys(body.weeks[0]).sort()).toEqual(['detect', 'match', 'scans', 'week', 'weekStart']);
    expect(JSON.stringify(body)).not.toMatch(/image|city|country|tagId|url/i);
  });

  it('lets a project API key with collection:read read it, and refuses one without', async () => {
    const reader = await createKey(t, 'admin@demo.test', SPRING, ['collection:read']);
    const other = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    expect((await report(printRun, { headers: { 'x-api-key': reader.secret } })).statusCode).toBe(200);
    const refused = await report(printRun, { headers: { 'x-api-key': other.secret } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN', status: 403 } });
  });

  it.each(['0', '53', '-1', '1.5', 'twelve', ''])('refuses weeks=%s with 400', async (weeks) => {
    const response = await asUser('admin@demo.test', printRun, `?weeks=${weeks}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', status: 400 } });
  });

  it('refuses a collection id that is not a uuid with 400', async () => {
    const response = await asUser('admin@demo.test', 'scarves');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', status: 400 } });
  });

  it('refuses a request without the project_id header with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/warehouse/collections/${printRun}/print-quality`,
      headers: await t.authHeader('admin@demo.test'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('project_id');
  });

  it("answers 404 'Collection not found.' for another project's collection, even to its company's admin", async () => {
    const globexCollection = (
      await t.db.query<{ id: string }>('SELECT id FROM collections WHERE project_id = $1 LIMIT 1', [
        DEMO_IDS.projects.globexCosmetics,
      ])
    )[0]!.id;
    for (const email of ['admin@demo.test', 'super@demo.test']) {
      const response = await asUser(email, globexCollection);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { message: 'Collection not found.', code: 'NOT_FOUND', status: 404 } });
    }
    expect((await asUser('admin@demo.test', crypto.randomUUID())).statusCode).toBe(404);
  });

  itKeepsProjectDataToMembers(t, 'collection:read', (email, projectId) => asUser(email, printRun, '', projectId));

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: `/api/warehouse/collections/${printRun}/print-quality`,
    headers: { project_id: SPRING },
  }));
});

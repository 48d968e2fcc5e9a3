import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const URL = '/api/events/ted/scan-events';
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f-]{36}$/;

interface Item {
  id: string;
  projectId: string;
  projectName: string;
  createdAt: string;
  scanStatus: string;
  matchData: { results: { name: string }[] }[];
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describeWithApp('GET /api/events/ted/scan-events', (t) => {
  const list = async (email: string, query: Record<string, string | number>) =>
    t.app.inject({ method: 'GET', url: URL, query: stringify(query), headers: await t.authHeader(email) });
  const page = async (query: Record<string, string | number>): Promise<{ items: Item[]; total: number }> => {
    const response = await list('super@demo.test', query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const countInDb = async (after: string, projectId?: string) => {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM scan_events WHERE created_at >= $1::timestamptz
         AND ($2::uuid IS NULL OR project_id = $2::uuid)`,
      [after, projectId ?? null],
    );
    return row!.n;
  };

  it('gives the super user 24 scans of every project, newest first, with the total and every field', async () => {
    const after = daysAgo(30);
    const { items, total } = await page({ createdAfter: after });
    expect(total).toBe(await countInDb(after));
    expect(total).toBeGreaterThan(24);
    expect(items).toHaveLength(24);
    const times = items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((time) => time >= Date.parse(after))).toBe(true);
    expect(items[0]).toEqual({
      id: expect.stringMatching(UUID),
      projectId: expect.stringMatching(UUID),
      projectName: expect.any(String),
      companyName: expect.any(String),
      collectionId: expect.toSatisfy((v) => v === null || UUID.test(String(v))),
      tagId: expect.toSatisfy((v) => v === null || UUID.test(String(v))),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      city: expect.any(String),
      country: expect.any(String),
      clientAgent: expect.stringMatching(
        /^(WECHAT|WEBSCANNER|WHATSAPP|NATIVESCANNER_IOS|NATIVESCANNER_ANDROID|OTHER)$/,
      ),
      scanStatus: expect.stringMatching(/^(SUCCESS|DETECT_FAILED|MATCH_FAILED)$/),
      detectData: expect.arrayContaining([
        { id: expect.any(String), image_in_url: null, image_out_url: null, binary: expect.toSatisfy((v) => v !== '') },
      ]),
      matchData: expect.any(Array),
      clientScanId: expect.any(String),
      clientSessionId: expect.any(String),
      collectionName: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      geolocationEnabled: expect.any(Boolean),
      clientLocationLat: expect.toSatisfy((v) => v === null || typeof v === 'number'),
      clientLocationLong: expect.toSatisfy((v) => v === null || typeof v === 'number'),
      ruleStatus: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      tagMetadata: expect.toSatisfy((v) => v === null || typeof v === 'object'),
      hookData: expect.toSatisfy((v) => v === null || typeof v === 'object'),
      userAgent: expect.any(Object),
      thirdPartyScanResponse: expect.toSatisfy((v) => v === null || typeof v === 'object'),
      authData: null,
      addressComponents: null,
      // The demo's scans are bulk-loaded, unscored (ADR 0062).
      score: null,
      reasons: [],
      ruleSetVersion: null,
    });
    const projects = new Set((await page({ createdAfter: after, limit: 500 })).items.map((item) => item.projectName));
    expect(projects).toEqual(new Set(['Spring Collection 2026', 'Globex Cosmetics']));
  });

  it('names the matcher in the first match result of successful scans', async () => {
    const { items } = await page({ createdAfter: daysAgo(59), limit: 500 });
    const names = items.filter((item) => item.scanStatus === 'SUCCESS').map((i) => i.matchData[0]!.results[0]!.name);
    for (const prefix of ['dots', 'links', 'goldberg']) {
      expect(names.some((name) => name.startsWith(prefix))).toBe(true);
    }
    expect(names.every((name) => /^(dots|links|goldberg)/.test(name))).toBe(true);
    const failed = items.filter((item) => item.scanStatus !== 'SUCCESS');
    expect(failed.length).toBeGreaterThan(0);
    for (const item of failed) {
      expect(item.matchData.flatMap((m) => m.results).some((r) => /^(dots|links|goldberg)/.test(r.name))).toBe(false);
    }
  });

  it('pages with limit and offset, and orders oldest first on request', async () => {
    const after = daysAgo(20);
    const all = await page({ createdAfter: after, limit: 30 });
    const first = await page({ createdAfter: after, limit: 10, offset: 0 });
    const second = await page({ createdAfter: after, limit: 20, offset: 10 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(all.items.map((item) => item.id));
    expect(second.total).toBe(all.total);
    expect((await page({ createdAfter: after, offset: all.total })).items).toEqual([]);

    const oldest = await page({ createdAfter: after, order: 'oldest', limit: 500 });
    const times = oldest.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const newest = await page({ createdAfter: after, order: 'newest', limit: 500 });
    expect(oldest.items.map((i) => i.id)).toEqual(newest.items.map((i) => i.id).reverse());
  });

  it('keeps only one project with projectId, and scans before createdBefore', async () => {
    const after = daysAgo(40);
    const cosmetics = DEMO_IDS.projects.globexCosmetics;
    const { items, total } = await page({ createdAfter: after, projectId: cosmetics, limit: 500 });
    expect(total).toBe(await countInDb(after, cosmetics));
    expect(items).toHaveLength(total);
    expect(items.every((item) => item.projectId === cosmetics)).toBe(true);

    const before = daysAgo(10);
    const window = await page({ createdAfter: after, createdBefore: before, limit: 500 });
    expect(window.total).toBeGreaterThan(0);
    expect(window.items.every((item) => Date.parse(item.createdAt) < Date.parse(before))).toBe(true);
    expect(await page({ createdAfter: after, createdBefore: after })).toEqual({ items: [], total: 0 });
    expect(await page({ createdAfter: after, projectId: DEMO_IDS.projects.wine })).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['createdAfter is missing', {}, 'createdAfter'],
    ['createdAfter is not an ISO timestamp', { createdAfter: 'yesterday' }, 'createdAfter'],
    ['createdAfter is older than 60 days', { createdAfter: daysAgo(61) }, 'createdAfter may not be earlier than 60'],
    ['createdBefore is not an ISO timestamp', { createdAfter: daysAgo(1), createdBefore: 'today' }, 'createdBefore'],
    ['projectId is not a uuid', { createdAfter: daysAgo(1), projectId: 'spring' }, 'projectId'],
    ['limit is above 500', { createdAfter: daysAgo(1), limit: 501 }, 'limit'],
    ['limit is 0', { createdAfter: daysAgo(1), limit: 0 }, 'limit'],
    ['offset is negative', { createdAfter: daysAgo(1), offset: -1 }, 'offset'],
    ['offset is beyond a safe integer', { createdAfter: daysAgo(1), offset: '99999999999999999999' }, 'offset'],
    ['limit overflows to infinity', { createdAfter: daysAgo(1), limit: '1e309' }, 'limit'],
    ['order is unknown', { createdAfter: daysAgo(1), order: 'random' }, 'order'],
  ])('refuses a request where %s with 400', async (_case, query, message) => {
    const response = await list('super@demo.test', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain(message);
  });

  it.each([
    ['a project admin', 'admin@demo.test'],
    ['a project guest', 'guest@demo.test'],
    ["another company's admin", 'other@demo.test'],
  ])('refuses %s with 403 FORBIDDEN', async (_who, email) => {
    const response = await list(email, { createdAfter: daysAgo(1) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { message: 'You do not have permission to do this.', code: 'FORBIDDEN', status: 403 },
    });
  });

  describe('filters, each done in the database', () => {
    const after = daysAgo(59);
    /** Every row of the filtered answer passes `holds`, and the total is the database's count of those rows. */
    const expectFiltered = async (
      query: Record<string, string | string[]>,
      where: string,
      params: unknown[],
      holds: (item: Item & Record<string, unknown>) => boolean,
    ) => {
      const response = await t.app.inject({
        method: 'GET',
        url: URL,
        query: { createdAfter: after, limit: '500', ...query },
        headers: await t.authHeader('super@demo.test'),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { items, total } = response.json() as { items: (Item & Record<string, unknown>)[]; total: number };
      const [row] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM scan_events e JOIN projects p ON p.id = e.project_id
         WHERE e.created_at >= $1::timestamptz AND ${where}`,
        [after, ...params],
      );
      expect(total).toBe(row!.n);
      expect(total).toBeGreaterThan(0);
      expect(items.every(holds)).toBe(true);
    };
    const anyScan = async () => {
      const [row] = await t.db.query<{ tag_id: string; collection_id: string; binary: string }>(
        `SELECT tag_id, collection_id, detect_data->0->>'binary' AS binary FROM scan_events
         WHERE tag_id IS NOT NULL AND detect_data->0->>'binary' IS NOT NULL AND created_at >= $1 LIMIT 1`,
        [after],
      );
      return row!;
    };

    it('by tag id', async () => {
      const { tag_id } = await anyScan();
      await expectFiltered({ tagId: tag_id }, 'e.tag_id = $2', [tag_id], (item) => item.tagId === tag_id);
    });

    it('by collections', async () => {
      const { collection_id } = await anyScan();
      await expectFiltered(
        { 'collectionIds[]': [collection_id] },
        'e.collection_id = $2',
        [collection_id],
        (item) => item.collectionId === collection_id,
      );
    });

    it('by scanners', async () => {
      await expectFiltered(
        { 'clientAgents[]': ['WECHAT', 'WEBSCANNER'] },
        "e.client_agent IN ('WECHAT', 'WEBSCANNER')",
        [],
        (item) => item.clientAgent === 'WECHAT' || item.clientAgent === 'WEBSCANNER',
      );
    });

    it('by statuses', async () => {
      await expectFiltered(
        { 'statuses[]': ['DETECT_FAILED', 'MATCH_FAILED'] },
        "e.scan_status <> 'SUCCESS'",
        [],
        (item) => item.scanStatus !== 'SUCCESS',
      );
    });

    it('by company', async () => {
      await expectFiltered(
        { companyId: DEMO_IDS.companies.globex },
        'p.company_id = $2',
        [DEMO_IDS.companies.globex],
        (item) => item.companyName === 'Globex',
      );
    });

    it('by dots binary, whatever its case', async () => {
      const { binary } = await anyScan();
      await expectFiltered({ dotsBinary: binary.toUpperCase() }, "e.detect_data->0->>'binary' = $2", [binary], (item) =>
        JSON.stringify(item.detectData).includes(binary),
      );
    });

    it('by client session', async () => {
      const [row] = await t.db.query<{ client_session_id: string }>(
        `SELECT client_session_id FROM scan_events WHERE created_at >= $1 AND client_session_id IS NOT NULL LIMIT 1`,
        [after],
      );
      const session = row!.client_session_id;
      await expectFiltered(
        { clientSessionId: session },
        'e.client_session_id = $2',
        [session],
        (item) => item.clientSessionId === session,
      );
    });

    const hostile: [string, Record<string, string | string[]>][] = [
      ['a tag id that is not a uuid', { tagId: 'abc' }],
      ['an unknown scanner', { 'clientAgents[]': ['FAX'] }],
      ['an unknown status', { 'statuses[]': ['MAYBE'] }],
      ['a dots binary that is not hexadecimal', { dotsBinary: 'xyz' }],
      ['an empty client session', { clientSessionId: '' }],
      ['a client session of 201 characters', { clientSessionId: 's'.repeat(201) }],
    ];
    for (const [label, query] of hostile) {
      it(`refuses ${label} with 400`, async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: URL,
          query: { createdAfter: after, ...query },
          headers: await t.authHeader('super@demo.test'),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
      });
    }
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${URL}?createdAfter=${daysAgo(1)}` }));
});

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEFAULT_PROTECTION_RULES } from 'shared/contracts/protection';
import { createScanProject, LAGOS, LAGOS_AFTER_PARIS, PARIS, type ScanProject } from './scan-event-helpers.js';
import { shortCodeOf } from '../../../src/services/tags/short-codes.js';

const ADMIN = 'admin@demo.test';
const HOUR = 60 * 60 * 1000;

/** Scans a few hours old, so TED (60 days) and the clock check (no future scans) both take them. */
const T0 = Math.floor((Date.now() - 10 * HOUR) / 1000) * 1000;
const at = (offsetMs: number) => new Date(T0 + offsetMs).toISOString();

describeWithApp('scoring scans at ingest', (t) => {
  let project: ScanProject;
  let nextTag = 0;
  beforeAll(async () => {
    project = await createScanProject(t, 'Scoring', 40);
  });
  /** A tag no other test has scanned. */
  const freshTag = () => project.tags[nextTag++]!;

  const ingest = async (events: object[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/scan-events',
      headers: await t.authHeader(ADMIN),
      payload: { project_id: project.id, events },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ stored: number }>();
  };
  const scan = (tagId: string, offsetMs: number, more: object = {}) => ({
    clientScanId: `scoring-${crypto.randomUUID()}`,
    tagId,
    createdAt: at(offsetMs),
    scanStatus: 'SUCCESS',
    ...more,
  });
  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/scan-events?project_id=${project.id}${query}`,
      headers: await t.authHeader(ADMIN),
    });
    return response;
  };
  const scored = async (clientScanIds: string[]) =>
    t.db.query<{ client_scan_id: string; score: number; reasons: unknown; rule_set_version: number }>(
      `SELECT client_scan_id, score, reasons, rule_set_version FROM scan_events WHERE client_scan_id = ANY($1::text[])
       ORDER BY created_at, client_scan_id`,
      [clientScanIds],
    );
  const putRules = async (rules: object) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth-service/projects/${project.id}/protection`,
      headers: await t.authHeader(ADMIN),
      payload: rules,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ ruleSetVersion: number }>();
  };
  const withRule = (rule: keyof typeof DEFAULT_PROTECTION_RULES, change: object) => ({
    ...DEFAULT_PROTECTION_RULES,
    [rule]: { ...DEFAULT_PROTECTION_RULES[rule], ...change },
  });

  it('flags Lagos 2 h after Paris with its numbers, in the list, in TED and with the rule set version', async () => {
    const tagId = freshTag();
    const paris = scan(tagId, 0, PARIS);
    const lagos = scan(tagId, 2 * HOUR, LAGOS);
    await ingest([paris]);
    await ingest([lagos]);

    const response = await list(`&tagId=${tagId}`);
    expect(response.statusCode).toBe(200);
    const [second, first] = response.json<{ items: Record<string, unknown>[] }>().items;
    expect(first).toMatchObject({ clientScanId: paris.clientScanId, score: 0, reasons: [], ruleSetVersion: 1 });
    expect(second).toMatchObject({
      clientScanId: lagos.clientScanId,
      score: 70,
      ruleSetVersion: 1,
      reasons: [
        {
          rule: 'impossibleTravel',
          points: 70,
          message: LAGOS_AFTER_PARIS,
          distanceKm: 4708,
          hours: 2,
          speedKmh: 2354,
          previousClientScanId: paris.clientScanId,
        },
      ],
    });

    const ted = await t.app.inject({
      method: 'GET',
      url: `/api/events/ted/scan-events?createdAfter=${at(-HOUR)}&tagId=${tagId}&order=oldest`,
      headers: await t.authHeader('super@demo.test'),
    });
    expect(ted.statusCode, ted.body).toBe(200);
    expect(ted.json().items.map((item: { score: number; reasons: { message: string }[] }) => item.score)).toEqual([
      0, 70,
    ]);
    expect(ted.json().items[1].reasons[0].message).toBe(LAGOS_AFTER_PARIS);
    // The file's first requests warm the app up: a minute on a loaded machine.
  }, 60_000);

  it('scores the same scans the same, sent one by one or as one batch in any order', async () => {
    const places = [PARIS, LAGOS, PARIS, { city: 'Tokyo', country: 'Japan' }, LAGOS];
    const plan = places.map((place, index) => ({ place, offset: index * HOUR, session: `session-${index % 3}` }));
    const run = async (tagId: string, send: (events: object[]) => Promise<void>) => {
      const events = plan.map(({ place, offset, session }, index) =>
        scan(tagId, offset, { ...place, clientSessionId: session, clientScanId: `det-${tagId}-${index}` }),
      );
      await send(events);
      return (await scored(events.map((event) => event.clientScanId))).map(({ score, reasons }) => ({
        score,
        reasons,
      }));
    };
    const oneByOne = await run(freshTag(), async (events) => {
      for (const event of events) await ingest([event]);
    });
    const shuffled = await run(freshTag(), async (events) => {
      await ingest([events[3]!, events[0]!, events[4]!, events[2]!, events[1]!]);
    });
    const normalise = (results: typeof oneByOne) => JSON.stringify(results).replace(/det-[0-9a-f-]{36}-/g, 'det-');
    expect(normalise(shuffled)).toBe(normalise(oneByOne));
    expect(oneByOne.map((result) => result.score)).toEqual([0, 70, 70, 0, 70]);
  });

  it('keeps only flagged scans with minScore and reasons, and refuses a bad filter', async () => {
    const tagId = freshTag();
    const lagos = scan(tagId, 2 * HOUR, LAGOS);
    await ingest([scan(tagId, 0, PARIS), lagos]);
    const ids = (response: Awaited<ReturnType<typeof list>>) =>
      response.json<{ items: { clientScanId: string }[] }>().items.map((item) => item.clientScanId);
    expect(ids(await list(`&tagId=${tagId}&minScore=50`))).toEqual([lagos.clientScanId]);
    expect(ids(await list(`&tagId=${tagId}&reasons=impossibleTravel&reasons=tagStatus`))).toEqual([lagos.clientScanId]);
    expect(ids(await list(`&tagId=${tagId}&reasons=outsideMarket`))).toEqual([]);
    expect(ids(await list(`&tagId=${tagId}&minScore=71`))).toEqual([]);
    for (const bad of ['&minScore=101', '&minScore=-1', '&minScore=high', '&reasons=counterfeit']) {
      const response = await list(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('flags a country outside the collection markets, once markets are set, under the new version', async () => {
    const tagId = freshTag();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/warehouse/collections/${project.collections[0]}/markets`,
      headers: { ...(await t.authHeader(ADMIN)), project_id: project.id },
      payload: { markets: ['FR', 'IT'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const version = response.json<{ ruleSetVersion: number }>().ruleSetVersion;
    const lagos = scan(tagId, 0, LAGOS);
    // Seven hours on, Paris is a flight away and in the markets.
    const paris = scan(tagId, 7 * HOUR, PARIS);
    await ingest([lagos, paris]);
    const [first, second] = await scored([lagos.clientScanId, paris.clientScanId]);
    expect(first).toMatchObject({
      score: 40,
      rule_set_version: version,
      reasons: [
        expect.objectContaining({
          rule: 'outsideMarket',
          message: "Scanned in Nigeria (NG), outside the collection's markets: FR, IT",
        }),
      ],
    });
    expect(second).toMatchObject({ score: 0, reasons: [] });
    await t.app.inject({
      method: 'PUT',
      url: `/api/warehouse/collections/${project.collections[0]}/markets`,
      headers: { ...(await t.authHeader(ADMIN)), project_id: project.id },
      payload: { markets: [] },
    });
  });

  it('counts too many scans and repeated match failures per tag, and flags a scan of a blacklisted tag', async () => {
    const tagId = freshTag();
    const many = Array.from({ length: 21 }, (_, index) => scan(tagId, index * 60_000));
    await ingest(many);
    const rows = await scored(many.map((event) => event.clientScanId));
    expect(rows.map((row) => row.score)).toEqual([...Array(20).fill(0), 40]);
    expect(rows[20]!.reasons).toEqual([
      expect.objectContaining({ rule: 'tooManyScans', message: '21 scans of this tag in 30 days (more than 20)' }),
    ]);

    const failing = freshTag();
    const failures = [0, 1, 2].map((index) => scan(failing, index * HOUR, { scanStatus: 'MATCH_FAILED' }));
    await ingest(failures);
    expect((await scored(failures.map((event) => event.clientScanId))).map((row) => row.score)).toEqual([0, 0, 50]);

    const blacklisted = freshTag();
    await t.db.query("UPDATE tags SET status = 'blacklisted' WHERE id = $1", [blacklisted]);
    const scanOfBlacklisted = scan(blacklisted, 0);
    await ingest([scanOfBlacklisted]);
    expect((await scored([scanOfBlacklisted.clientScanId]))[0]).toMatchObject({
      score: 90,
      reasons: [{ rule: 'tagStatus', points: 90, message: 'Scan of a blacklisted tag', status: 'blacklisted' }],
    });
  });

  it('blacklists the tag when the rule says so, naming the rule and the scan, and a person can undo it', async () => {
    const { ruleSetVersion } = await putRules(withRule('impossibleTravel', { autoBlacklist: true }));
    const tagId = freshTag();
    const lagos = scan(tagId, 2 * HOUR, LAGOS);
    await ingest([scan(tagId, 0, PARIS), lagos]);
    const [row] = await t.db.query<{ id: string; rule_set_version: number }>(
      'SELECT id, rule_set_version FROM scan_events WHERE client_scan_id = $1',
      [lagos.clientScanId],
    );
    expect(row!.rule_set_version).toBe(ruleSetVersion);

    const statusUrl = `/api/warehouse/tags/${tagId}/status`;
    const headers = { ...(await t.authHeader(ADMIN)), project_id: project.id };
    const status = await t.app.inject({ method: 'GET', url: statusUrl, headers });
    expect(status.json()).toMatchObject({
      status: 'blacklisted',
      changes: [
        {
          from: 'active',
          to: 'blacklisted',
          reason: 'counterfeit_seen',
          note: `Impossible travel: ${LAGOS_AFTER_PARIS}`,
          source: 'rule',
          changedBy: null,
          scanId: row!.id,
        },
      ],
    });

    const undo = await t.app.inject({ method: 'PUT', url: statusUrl, headers, payload: { status: 'active' } });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().status).toBe('active');
    expect(undo.json().changes[0]).toMatchObject({ from: 'blacklisted', to: 'active', source: 'tag' });
  });

  it('stores score 0 and no reasons with every rule off, under that version', async () => {
    const off = Object.fromEntries(
      Object.entries(DEFAULT_PROTECTION_RULES).map(([rule, settings]) => [rule, { ...settings, enabled: false }]),
    );
    const { ruleSetVersion } = await putRules(off);
    const tagId = freshTag();
    const lagos = scan(tagId, 2 * HOUR, LAGOS);
    await ingest([scan(tagId, 0, PARIS), lagos]);
    expect((await scored([lagos.clientScanId]))[0]).toMatchObject({
      score: 0,
      reasons: [],
      rule_set_version: ruleSetVersion,
    });
    await putRules(DEFAULT_PROTECTION_RULES);
  });

  it("scores the scan page's own scan: a blacklisted tag's scan is flagged", async () => {
    const tagId = freshTag();
    await t.db.query("UPDATE tags SET status = 'blacklisted' WHERE id = $1", [tagId]);
    const clientScanId = `page-${crypto.randomUUID()}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/content/scan-pages/${shortCodeOf(tagId)}/scans`,
      payload: { clientScanId, platform: 'ALL' },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect((await scored([clientScanId]))[0]).toMatchObject({ score: 90 });
  });
});

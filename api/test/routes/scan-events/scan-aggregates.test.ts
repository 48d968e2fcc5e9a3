import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createScanProject, insertScan, type ScanProject } from './scan-event-helpers.js';

const URL = '/api/events/scan-events/aggregates';
let own: ScanProject;

describeWithApp('GET /api/events/scan-events/aggregates', (t) => {
  beforeAll(async () => {
    own = await createScanProject(t, 'Aggregates', 3);

    await insertScan(t, own, { at: '2026-11-10T23:30:00Z', tag: own.tags[0], metadata: { batch: 'A1' } });
    await insertScan(t, own, {
      at: '2026-11-11T08:00:00Z',
      tag: own.tags[0],
      city: 'Tokyo',
      country: 'Japan',
      agent: 'WECHAT',
      gps: false,
    });
    await insertScan(t, own, {
      at: '2026-11-11T09:00:00Z',
      tag: own.tags[1],
      rule: 'tentative',
      hook: { crm: { response: { data: 'vip' } } },
    });
    await insertScan(t, own, {
      at: '2026-11-12T09:00:00Z',
      tag: own.tags[2],
      rule: 'duplicate-location',
      collection: own.collections[0],
    });
    await insertScan(t, own, { at: '2026-11-12T10:00:00Z', tag: null, city: 'Nowhere' });
  });

  const get = async (query: string, email = 'admin@demo.test') =>
    t.app.inject({ method: 'GET', url: `${URL}?project_id=${own.id}${query}`, headers: await t.authHeader(email) });

  it('counts every panel in the database, leaving out scans without a tag', async () => {
    const response = await get('');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      timezone: 'UTC',
      total: 4,
      daily: [
        { day: '2026-11-10', scans: 1 },
        { day: '2026-11-11', scans: 2 },
        { day: '2026-11-12', scans: 1 },
      ],
      byCity: [
        { city: 'Milan', country: 'Italy', scans: 3 },
        { city: 'Tokyo', country: 'Japan', scans: 1 },
      ],
      byAgent: [
        { agent: 'WEBSCANNER', scans: 3 },
        { agent: 'WECHAT', scans: 1 },
      ],
      topTags: [
        { tagId: own.tags[0], scans: 2 },
        ...[own.tags[1], own.tags[2]].sort().map((tagId) => ({ tagId, scans: 1 })),
      ],
      flagged: { scans: 2, tentative: 1 },
      flaggedRecent: [
        expect.objectContaining({
          createdAt: '2026-11-12T09:00:00.000Z',
          ruleStatus: 'duplicate-location',
          city: 'Milan',
        }),
        expect.objectContaining({
          createdAt: '2026-11-11T09:00:00.000Z',
          ruleStatus: 'tentative',
          clientAgent: 'WEBSCANNER',
        }),
      ],
    });
  });

  it("counts days in the caller's time zone", async () => {
    const { daily } = (await get('&timezone=Asia/Tokyo')).json();
    expect(daily).toEqual([
      { day: '2026-11-11', scans: 3 },
      { day: '2026-11-12', scans: 1 },
    ]);
  });

  it.each([
    ['dates', '&createdAfter=2026-11-11T00:00:00Z&createdBefore=2026-11-12T00:00:00Z', 2],
    ['countries', '&countries=Japan', 1],
    ['several cities', '&cities=Tokyo&cities=Milan', 4],
    ['located by GPS only', '&locationTypes=gps', 3],
    ['located by IP only', '&locationTypes=ipAddress', 1],
    ['a collection', `&collections=${crypto.randomUUID()}`, 0],
    ['a tag', () => `&tagId=${own.tags[0]}`, 2],
    ['a metadata key', '&metadataKey=batch', 1],
    ['a metadata key and value', '&metadataKey=batch&metadataValue=B2', 0],
    ['a hook key and value', '&hookDataKey=crm&hookDataValue=vip', 1],
    ['platforms', '&platforms=WECHAT', 1],
  ])('narrows by %s', async (_what, query, total) => {
    const response = await get(typeof query === 'function' ? query() : query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toBe(total);
  });

  it('counts only the asked panels, each alone or together', async () => {
    const only = async (panels: string) => (await get(panels)).json();
    expect(await only('&panels=daily')).toEqual({
      timezone: 'UTC',
      total: 4,
      daily: [
        { day: '2026-11-10', scans: 1 },
        { day: '2026-11-11', scans: 2 },
        { day: '2026-11-12', scans: 1 },
      ],
    });
    expect(Object.keys(await only('&panels=cities'))).toEqual(['timezone', 'byCity']);
    expect(Object.keys(await only('&panels=scanners'))).toEqual(['timezone', 'byAgent']);
    expect(Object.keys(await only('&panels=codes'))).toEqual(['timezone', 'topTags']);
    expect(Object.keys(await only('&panels=flagged'))).toEqual(['timezone', 'flagged', 'flaggedRecent']);
    expect(Object.keys(await only('&panels=codes&panels=cities&panels=codes'))).toEqual([
      'timezone',
      'byCity',
      'topTags',
    ]);
    const { daily } = await only('&panels=daily&timezone=Asia/Tokyo');
    expect(daily).toEqual([
      { day: '2026-11-11', scans: 3 },
      { day: '2026-11-12', scans: 1 },
    ]);
  });

  it('leaves tentative flags out of the flagged panel when asked, and only there', async () => {
    const excluded = (await get('&excludeTentative=true')).json();
    expect(excluded.flagged).toEqual({ scans: 1, tentative: 1 });
    expect(excluded.flaggedRecent).toEqual([expect.objectContaining({ ruleStatus: 'duplicate-location' })]);
    expect(excluded.total).toBe(4);
    expect((await get('&panels=flagged&excludeTentative=false')).json().flagged).toEqual({ scans: 2, tentative: 1 });
  });

  it.each([
    ['an unknown time zone', '&timezone=Mars/Olympus', "timezone 'Mars/Olympus' is not an IANA time zone."],
    ['an unknown location type', '&locationTypes=satellite', 'locationTypes'],
    ['an unknown platform', '&platforms=FAX', 'platforms'],
    ['a collection that is not a uuid', '&collections=first', 'collections'],
    ['an unknown panel', '&panels=map&panels=daily', 'panels'],
    ['more panels than there are', '&panels=daily'.repeat(6), 'panels'],
    ['excludeTentative that is not true or false', '&excludeTentative=maybe', 'excludeTentative'],
  ])('refuses %s with 400', async (_what, query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('lists the scans with the same filters, newest first, scans without a tag included', async () => {
    const list = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/events/scan-events?project_id=${own.id}${query}`,
          headers: await t.authHeader('admin@demo.test'),
        })
      ).json().items as { city: string; clientAgent: string; tagId: string | null }[];
    expect(await list('')).toHaveLength(5);
    expect((await list('&platforms=WECHAT')).map((scan) => scan.city)).toEqual(['Tokyo']);
    expect(await list('&cities=Milan&locationTypes=gps&limit=2')).toHaveLength(2);
    expect(await list(`&tagId=${own.tags[0]}&metadataKey=batch`)).toHaveLength(1);
  });

  it("keeps another project's scans out and refuses its outsiders", async () => {
    expect((await get('', 'other@demo.test')).statusCode).toBe(404);
    const spring = await t.app.inject({
      method: 'GET',
      url: `${URL}?project_id=${DEMO_IDS.projects.spring}&tagId=${own.tags[0]}`,
      headers: await t.authHeader('admin@demo.test'),
    });
    expect(spring.json().total).toBe(0);
  });

  itKeepsProjectDataToMembers(t, 'scan-event:read', (email, projectId) =>
    t
      .authHeader(email)
      .then((headers) => t.app.inject({ method: 'GET', url: `${URL}?project_id=${projectId}`, headers })),
  );

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${URL}?project_id=${DEMO_IDS.projects.spring}` }));
});

import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { createScanProject, insertScan, type ScanProject, type ScanRow } from './scan-event-helpers.js';

const CLUSTERS = '/api/events/scan-events/map';
const SCANS = '/api/events/scan-events/map/scans';
const WORLD = '&west=-180&south=-90&east=180&north=90';
const SPRING = DEMO_IDS.projects.spring;

type Place = Required<Pick<ScanRow, 'lat' | 'long' | 'city' | 'country'>>;
const MILAN: Place = { lat: 45.4642, long: 9.19, city: 'Milan', country: 'Italy' };
const TOKYO: Place = { lat: 35.6762, long: 139.6503, city: 'Tokyo', country: 'Japan' };
const SYDNEY: Place = { lat: -33.8688, long: 151.2093, city: 'Sydney', country: 'Australia' };
const SUVA: Place = { lat: -18.1248, long: 178.4501, city: 'Suva', country: 'Fiji' };
const APIA: Place = { lat: -13.8507, long: -171.7514, city: 'Apia', country: 'Samoa' };
const NOWHERE: Place = { lat: null, long: null, city: '', country: '' };

let own: ScanProject;

describeWithApp('GET /api/events/scan-events/map and /map/scans', (t) => {
  beforeAll(async () => {
    own = await createScanProject(t, 'Map', 2);

    // Nine scans in Milan, about 100 m apart, one a minute: one cluster when zoomed out, nine at zoom 20.
    for (let i = 0; i < 9; i++) {
      await insertScan(t, own, {
        ...MILAN,
        lat: MILAN.lat! + i * 0.001,
        at: `2026-11-10T12:0${i}:00Z`,
        metadata: i === 0 ? { batch: 'A1' } : null,
      });
    }
    await insertScan(t, own, { ...TOKYO, agent: 'WECHAT', gps: false, at: '2026-11-11T08:00:00Z' });
    await insertScan(t, own, { ...SYDNEY, tag: own.tags[1], hook: { crm: { response: { data: 'vip' } } } });
    await insertScan(t, own, { ...SUVA, collection: own.collections[1] });
    await insertScan(t, own, { ...APIA, agent: 'WHATSAPP' });
    await insertScan(t, own, NOWHERE);
    await insertScan(t, own, { ...TOKYO, tag: null });
  });

  const get = async (url: string, query: string, email = 'admin@demo.test') =>
    t.app.inject({ method: 'GET', url: `${url}?project_id=${own.id}${query}`, headers: await t.authHeader(email) });
  const clusters = async (query: string) => {
    const response = await get(CLUSTERS, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      clusters: { longitude: number; latitude: number; scans: number; west: number; east: number; south: number }[];
      scans: number;
      truncated: boolean;
    };
  };

  it('clusters the located scans with a tag, largest first, each with its mean position and extent', async () => {
    const answer = await clusters(`&zoom=2${WORLD}`);
    expect(answer.scans).toBe(13);
    expect(answer.truncated).toBe(false);
    expect(answer.clusters.map((cluster) => cluster.scans)).toEqual([9, 1, 1, 1, 1]);
    const [milan] = answer.clusters;
    expect(milan!.longitude).toBeCloseTo(9.19, 6);
    expect(milan!.latitude).toBeCloseTo(MILAN.lat! + 0.004, 6);
    expect(milan).toMatchObject({ west: 9.19, east: 9.19, south: MILAN.lat });
  });

  it('splits a cluster as the zoom grows, down to each scan at zoom 20', async () => {
    const milan = '&west=9&south=45&east=10&north=46';
    expect((await clusters(`&zoom=5${milan}`)).clusters).toHaveLength(1);
    expect((await clusters(`&zoom=20${milan}`)).clusters.map((cluster) => cluster.scans)).toEqual(
      Array<number>(9).fill(1),
    );
  });

  it('counts only the area asked for, across the antimeridian too', async () => {
    const europe = await clusters('&zoom=3&west=-10&south=35&east=30&north=60');
    expect(europe.scans).toBe(9);
    const pacific = await clusters('&zoom=3&west=170&south=-30&east=-170&north=0');
    expect(pacific.clusters.map((cluster) => cluster.longitude).sort()).toEqual([-171.7514, 178.4501]);
  });

  it.each([
    ['dates', '&createdAfter=2026-11-11T00:00:00Z&createdBefore=2026-11-12T00:00:00Z', 1],
    ['countries', '&countries=Japan', 1],
    ['cities', '&cities=Suva&cities=Apia', 2],
    ['located by GPS only', '&locationTypes=gps', 12],
    ['located by IP only', '&locationTypes=ipAddress', 1],
    ['a collection', () => `&collections=${own.collections[1]}`, 1],
    ['a tag', () => `&tagId=${own.tags[1]}`, 1],
    ['a metadata key', '&metadataKey=batch', 1],
    ['a metadata key and value', '&metadataKey=batch&metadataValue=B2', 0],
    ['a hook key and value', '&hookDataKey=crm&hookDataValue=vip', 1],
    ['platforms', '&platforms=WECHAT&platforms=WHATSAPP', 2],
  ])('narrows the clusters and the list by %s', async (_what, filter, scans) => {
    const query = typeof filter === 'function' ? filter() : filter;
    const answer = await clusters(`&zoom=0${WORLD}${query}`);
    expect(answer.scans).toBe(scans);
    expect(answer.clusters.reduce((sum, cluster) => sum + cluster.scans, 0)).toBe(scans);
    expect((await get(SCANS, `${WORLD}${query}`)).json().total).toBe(scans);
  });

  it('lists the scans of an area newest first, 8 a page', async () => {
    const milan = '&west=9&south=45&east=10&north=46';
    const first = await get(SCANS, milan);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as { items: { createdAt: string; city: string; latitude: number }[]; total: number };
    expect(page.total).toBe(9);
    expect(page.items).toHaveLength(8);
    expect(page.items[0]).toMatchObject({ createdAt: '2026-11-10T12:08:00.000Z', city: 'Milan', tagId: own.tags[0] });
    expect(page.items.map((scan) => scan.createdAt)).toEqual(
      [...page.items.map((scan) => scan.createdAt)].sort().reverse(),
    );
    const second = (await get(SCANS, `${milan}&offset=8`)).json();
    expect(second).toMatchObject({ total: 9, items: [{ createdAt: '2026-11-10T12:00:00.000Z' }] });
    expect((await get(SCANS, `${milan}&limit=2`)).json().items).toHaveLength(2);
  });

  it.each([
    [CLUSTERS, 'no zoom', WORLD, 'zoom'],
    [CLUSTERS, 'a zoom past 20', `&zoom=21${WORLD}`, 'zoom'],
    [CLUSTERS, 'a fractional zoom', `&zoom=1.5${WORLD}`, 'zoom'],
    [CLUSTERS, 'a huge zoom', `&zoom=1e400${WORLD}`, 'zoom'],
    [CLUSTERS, 'no area', '&zoom=1', 'west'],
    [CLUSTERS, 'a longitude past 180', '&zoom=1&west=-180&south=-90&east=181&north=90', 'east'],
    [CLUSTERS, 'a latitude that is not a number', '&zoom=1&west=-180&south=south&east=180&north=90', 'south'],
    [
      CLUSTERS,
      'south above north',
      '&zoom=1&west=-180&south=10&east=180&north=-10',
      'south may not be greater than north.',
    ],
    [CLUSTERS, 'an unknown platform', `&zoom=1${WORLD}&platforms=FAX`, 'platforms'],
    [SCANS, 'a limit past 50', `${WORLD}&limit=51`, 'limit'],
    [SCANS, 'a negative offset', `${WORLD}&offset=-1`, 'offset'],
    [SCANS, 'south above north', '&west=-180&south=10&east=180&north=-10', 'south may not be greater than north.'],
    [SCANS, 'a collection that is not a uuid', `${WORLD}&collections=first`, 'collections'],
  ])('%s refuses %s with 400', async (url, _what, query, message) => {
    const response = await get(url, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain(message);
  });

  it("keeps another project's scans out and answers another company's admin 404", async () => {
    expect((await get(CLUSTERS, `&zoom=0${WORLD}`, 'other@demo.test')).statusCode).toBe(404);
    expect((await get(SCANS, WORLD, 'other@demo.test')).statusCode).toBe(404);
    const spring = await t.app.inject({
      method: 'GET',
      url: `${CLUSTERS}?project_id=${SPRING}&zoom=0${WORLD}&tagId=${own.tags[0]}`,
      headers: await t.authHeader('admin@demo.test'),
    });
    expect(spring.json()).toEqual({ clusters: [], scans: 0, truncated: false });
  });

  it('accepts a project API key with scan-event:read in its own project only', async () => {
    const key = async (scopes: string[]) => (await createKey(t, 'admin@demo.test', SPRING, scopes)).secret;
    const reader = await key(['scan-event:read']);
    const ingester = await key(['scan-event:create']);
    const send = (url: string, projectId: string, apiKey: string) =>
      t.app.inject({
        method: 'GET',
        url: `${url}?project_id=${projectId}&zoom=0${WORLD}`,
        headers: { 'x-api-key': apiKey },
      });
    for (const url of [CLUSTERS, SCANS]) {
      expect((await send(url, SPRING, reader)).statusCode).toBe(200);
      expect((await send(url, SPRING, ingester)).statusCode).toBe(403);
      expect((await send(url, own.id, reader)).statusCode).toBe(404);
    }
  });

  for (const url of [CLUSTERS, SCANS]) {
    itKeepsProjectDataToMembers(t, 'scan-event:read', (email, projectId) =>
      t
        .authHeader(email)
        .then((headers) =>
          t.app.inject({ method: 'GET', url: `${url}?project_id=${projectId}&zoom=0${WORLD}`, headers }),
        ),
    );
    itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${url}?project_id=${SPRING}&zoom=0${WORLD}` }));
  }
});

import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const CLUSTERS = '/api/events/scan-events/map';
const SCANS = '/api/events/scan-events/map/scans';
const WORLD = '&west=-180&south=-90&east=180&north=90';
const SPRING = DEMO_IDS.projects.spring;

interface Place {
  lat: number | null;
  long: number | null;
  city: string;
  country: string;
}
const MILAN: Place = { lat: 45.4642, long: 9.19, city: 'Milan', country: 'Italy' };
const TOKYO: Place = { lat: 35.6762, long: 139.6503, city: 'Tokyo', country: 'Japan' };
const SYDNEY: Place = { lat: -33.8688, long: 151.2093, city: 'Sydney', country: 'Australia' };
const SUVA: Place = { lat: -18.1248, long: 178.4501, city: 'Suva', country: 'Fiji' };
const APIA: Place = { lat: -13.8507, long: -171.7514, city: 'Apia', country: 'Samoa' };
const NOWHERE: Place = { lat: null, long: null, city: '', country: '' };

// A project of its own, so the demo scans of Acme's projects do not change the numbers.
let project = '';
let collections: string[] = [];
let tags: string[] = [];

async function insertScan(t: TestApp, place: Place, scan: Record<string, unknown> = {}) {
  await t.db.query(
    `INSERT INTO scan_events (project_id, collection_id, tag_id, client_scan_id, created_at, city, country,
       client_location_lat, client_location_long, geolocation_enabled, client_agent, scan_status, tag_metadata, hook_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'SUCCESS', $12, $13)`,
    [
      project,
      scan.collection ?? collections[0],
      scan.tag === null ? null : (scan.tag ?? tags[0]),
      crypto.randomUUID(),
      scan.at ?? '2026-11-10T12:00:00Z',
      place.city,
      place.country,
      place.lat,
      place.long,
      scan.gps ?? true,
      scan.agent ?? 'WEBSCANNER',
      scan.metadata ? JSON.stringify(scan.metadata) : null,
      scan.hook ? JSON.stringify(scan.hook) : null,
    ],
  );
}

describeWithApp('GET /api/events/scan-events/map and /map/scans', (t) => {
  beforeAll(async () => {
    const [row] = await t.db.query<{ id: string }>(
      `INSERT INTO projects (name, company_id) VALUES ('Map', $1) RETURNING id`,
      [DEMO_IDS.companies.acme],
    );
    project = row!.id;
    await t.db.query(
      `INSERT INTO user_projects (user_id, project_id, role_id) SELECT id, $1, 4 FROM users WHERE email = 'admin@demo.test'`,
      [project],
    );
    collections = (
      await t.db.query<{ id: string }>(
        `INSERT INTO collections (project_id, name) VALUES ($1, 'First'), ($1, 'Second') RETURNING id`,
        [project],
      )
    ).map((collection) => collection.id);
    tags = (
      await t.db.query<{ id: string }>(
        `WITH o AS (
           INSERT INTO tag_orders (collection_id, project_id, number_of_tags, tags_created, status)
           VALUES ($1, $2, 2, 2, 'COMPLETED') RETURNING id)
         INSERT INTO tags (collection_id, order_id, seed, version, sequence_number)
         SELECT $1, o.id, decode(md5(i::text), 'hex'), 1, i FROM o, generate_series(0, 1) i
         RETURNING id`,
        [collections[0], project],
      )
    ).map((tag) => tag.id);

    // Nine scans in Milan, about 100 m apart, one a minute: one cluster when zoomed out, nine at zoom 20.
    for (let i = 0; i < 9; i++) {
      const place = { ...MILAN, lat: MILAN.lat! + i * 0.001 };
      await insertScan(t, place, { at: `2026-11-10T12:0${i}:00Z`, metadata: i === 0 ? { batch: 'A1' } : null });
    }
    await insertScan(t, TOKYO, { agent: 'WECHAT', gps: false, at: '2026-11-11T08:00:00Z' });
    await insertScan(t, SYDNEY, { tag: tags[1], hook: { crm: { response: { data: 'vip' } } } });
    await insertScan(t, SUVA, { collection: collections[1] });
    await insertScan(t, APIA, { agent: 'WHATSAPP' });
    await insertScan(t, NOWHERE);
    await insertScan(t, TOKYO, { tag: null });
  });

  const get = async (url: string, query: string, email = 'admin@demo.test') =>
    t.app.inject({ method: 'GET', url: `${url}?project_id=${project}${query}`, headers: await t.authHeader(email) });
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
    ['a collection', () => `&collections=${collections[1]}`, 1],
    ['a tag', () => `&tagId=${tags[1]}`, 1],
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
    expect(page.items[0]).toMatchObject({ createdAt: '2026-11-10T12:08:00.000Z', city: 'Milan', tagId: tags[0] });
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
      url: `${CLUSTERS}?project_id=${SPRING}&zoom=0${WORLD}&tagId=${tags[0]}`,
      headers: await t.authHeader('admin@demo.test'),
    });
    expect(spring.json()).toEqual({ clusters: [], scans: 0, truncated: false });
  });

  it('accepts a project API key with scan-event:read in its own project only', async () => {
    const key = async (scopes: string[]) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth-service/api-keys',
        headers: await t.authHeader('admin@demo.test'),
        payload: { projectId: SPRING, scopes },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().secret as string;
    };
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
      expect((await send(url, project, reader)).statusCode).toBe(404);
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

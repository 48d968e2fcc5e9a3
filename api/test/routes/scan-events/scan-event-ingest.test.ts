import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';

const URL = '/api/events/scan-events';
const SPRING = DEMO_IDS.projects.spring;

const scan = (overrides: Record<string, unknown> = {}) => ({
  clientScanId: `scan-${crypto.randomUUID()}`,
  scanStatus: 'SUCCESS',
  ...overrides,
});

describeWithApp('POST /api/events/scan-events (ingest)', (t) => {
  let tagId = '';
  let scarves = '';
  let globexTag = '';
  let keyWith = '';
  let keyWithout = '';

  beforeAll(async () => {
    const [tag] = await t.db.query<{ id: string; collection_id: string }>(
      `SELECT t.id, t.collection_id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.name = 'Silk Scarves' LIMIT 1`,
    );
    tagId = tag!.id;
    scarves = tag!.collection_id;
    const [other] = await t.db.query<{ id: string }>(
      `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.project_id = $1 LIMIT 1`,
      [DEMO_IDS.projects.globexCosmetics],
    );
    globexTag = other?.id ?? crypto.randomUUID();
    keyWith = (await createKey(t, 'admin@demo.test', SPRING, ['scan-event:create'])).secret;
    keyWithout = (await createKey(t, 'admin@demo.test', SPRING, ['scan-event:read'])).secret;
  });

  const send = (headers: Record<string, string>, body: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload: body as Record<string, unknown> });
  const withKey = (key: string, events: unknown[], projectId: string = SPRING) =>
    send({ 'x-api-key': key }, { project_id: projectId, events });

  it("stores a scanner's batch with the tag's own collection, and a retried batch only once", async () => {
    const events = [
      scan({
        tagId,
        city: 'Milan',
        country: 'Italy',
        clientLocationLat: 45.46,
        clientLocationLong: 9.19,
        clientAgent: 'WECHAT',
        thirdPartyScanResponse: { verifier: 'AuthLab', verdict: 'genuine' },
      }),
      scan({ scanStatus: 'DETECT_FAILED', detectData: { items: [{ image_in_url: 'https://img.example/1.jpg' }] } }),
    ];
    const first = await withKey(keyWith, events);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ stored: 2, duplicates: 0 });
    expect((await withKey(keyWith, events)).json()).toEqual({ stored: 0, duplicates: 2 });

    const rows = await t.db.query<Record<string, unknown>>(
      `SELECT collection_id, tag_id, city, client_agent, scan_status, detect_data, third_party_scan_response FROM scan_events
       WHERE client_scan_id = ANY($1::text[]) ORDER BY scan_status DESC`,
      [events.map((event) => event.clientScanId)],
    );
    expect(rows).toEqual([
      {
        collection_id: scarves,
        tag_id: tagId,
        city: 'Milan',
        client_agent: 'WECHAT',
        scan_status: 'SUCCESS',
        detect_data: null,
        third_party_scan_response: { verifier: 'AuthLab', verdict: 'genuine' },
      },
      expect.objectContaining({ collection_id: null, tag_id: null, scan_status: 'DETECT_FAILED' }),
    ]);
  });

  it('lets a project Administrator report too, and the scans show in the list', async () => {
    const event = scan({ tagId });
    const response = await send(await t.authHeader('admin@demo.test'), { project_id: SPRING, events: [event] });
    expect(response.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `${URL}?project_id=${SPRING}&limit=500`,
      headers: await t.authHeader('admin@demo.test'),
    });
    expect(list.json().items.some((item: { clientScanId: string }) => item.clientScanId === event.clientScanId)).toBe(
      true,
    );
  });

  it("counts a stored scan in the dashboard's next panels, though the panels were counted a moment before", async () => {
    const panels = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${URL}/aggregates?project_id=${SPRING}&tagId=${tagId}&panels=daily&panels=codes`,
        headers: await t.authHeader('admin@demo.test'),
      });
      return response.json<{ total: number; topTags: { tagId: string; scans: number }[] }>();
    };
    const { total } = await panels();
    expect((await withKey(keyWith, [scan({ tagId })])).statusCode).toBe(201);
    expect(await panels()).toMatchObject({ total: total + 1, topTags: [{ tagId, scans: total + 1 }] });
  });

  it.each([
    ['a tag of another project', () => [scan({ tagId: globexTag })], 'events[0] tagId is not a tag of this project.'],
    [
      'an unknown tag',
      () => [scan(), scan({ tagId: crypto.randomUUID() })],
      'events[1] tagId is not a tag of this project.',
    ],
    [
      'one clientScanId twice',
      () => [scan({ clientScanId: 'repeat-123' }), scan({ clientScanId: 'repeat-123' })],
      'events[1] repeats a clientScanId of this batch.',
    ],
    [
      'a scan from the future',
      () => [scan({ createdAt: new Date(Date.now() + 3600_000).toISOString() })],
      'events[0] createdAt is in the future.',
    ],
    [
      'a huge hook payload',
      () => [scan({ hookData: { blob: 'x'.repeat(20_000) } })],
      'events[0] hookData is larger than 16384 bytes.',
    ],
    [
      'a huge third-party answer',
      () => [scan({ thirdPartyScanResponse: { blob: 'x'.repeat(20_000) } })],
      'events[0] thirdPartyScanResponse is larger than 16384 bytes.',
    ],
  ])('refuses %s with 400 naming it, and stores none of the batch', async (_what, events, message) => {
    const batch = events();
    const response = await withKey(keyWith, batch);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    const stored = await t.db.query('SELECT 1 FROM scan_events WHERE client_scan_id = ANY($1::text[])', [
      batch.map((event) => event.clientScanId),
    ]);
    expect(stored).toEqual([]);
  });

  it.each([
    ['no events', []],
    ['501 events', Array.from({ length: 501 }, () => scan())],
    ['a missing scanStatus', [{ clientScanId: 'no-status-1' }]],
    ['a short clientScanId', [scan({ clientScanId: 'x' })]],
    ['an unknown agent', [scan({ clientAgent: 'FAX' })]],
    ['a latitude of 91', [scan({ clientLocationLat: 91 })]],
    ['a third-party answer that is not an object', [scan({ thirdPartyScanResponse: 'genuine' })]],
  ])('refuses %s with 400', async (_what, events) => {
    const response = await withKey(keyWith, events as unknown[]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a key without scan-event:create (403), a guest (403), and another project (404)', async () => {
    expect((await withKey(keyWithout, [scan()])).statusCode).toBe(403);
    expect(
      (await send(await t.authHeader('guest@demo.test'), { project_id: SPRING, events: [scan()] })).statusCode,
    ).toBe(403);
    expect((await withKey(keyWith, [scan()], DEMO_IDS.projects.globexCosmetics)).statusCode).toBe(404);
    expect(
      (await send(await t.authHeader('other@demo.test'), { project_id: SPRING, events: [scan()] })).statusCode,
    ).toBe(404);
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'POST',
    url: URL,
    payload: { project_id: SPRING, events: [scan()] },
  }));
});

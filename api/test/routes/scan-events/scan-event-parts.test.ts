import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';

/** 001 §3 authData and addressComponents, and 001 §7 `include` on the scan list. */
const URL = '/api/events/scan-events';
const TED = '/api/events/ted/scan-events';
const SPRING = DEMO_IDS.projects.spring;

const AUTH_DATA = { method: 'nfc-challenge', authenticated: true, session: { level: 2 } };
const ADDRESS = [
  { long_name: 'Milan', short_name: 'MI', types: ['locality', 'political'] },
  { long_name: 'Italy', short_name: 'IT', types: ['country', 'political'] },
];
const DETECT = [{ id: 'd1', image_in_url: 'https://attacker.example/x.jpg', image_out_url: null, binary: 'ff00' }];
const MATCH = [{ results: [{ name: 'dots-v2', score: 0.97 }] }];

describeWithApp('Scan events: authData, addressComponents and include', (t) => {
  let tagId = '';
  let readKey = '';
  let createOnlyKey = '';
  const clientScanId = `parts-${crypto.randomUUID()}`;

  const ingest = (headers: Record<string, string>, events: unknown[]) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload: { project_id: SPRING, events } });
  const list = (headers: Record<string, string>, include?: string, projectId = SPRING) =>
    t.app.inject({
      method: 'GET',
      url: URL,
      headers,
      query: { project_id: projectId, tagId, limit: '500', ...(include === undefined ? {} : { include }) },
    });
  const ours = (response: { json: () => { items: { clientScanId: string }[] } }) =>
    response.json().items.find((item) => item.clientScanId === clientScanId) as Record<string, unknown> | undefined;

  beforeAll(async () => {
    const [tag] = await t.db.query<{ id: string }>(
      `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.name = 'Silk Scarves'
       ORDER BY t.sequence_number DESC LIMIT 1`,
    );
    tagId = tag!.id;
    const writer = (await createKey(t, 'admin@demo.test', SPRING, ['scan-event:create'])).secret;
    readKey = (await createKey(t, 'admin@demo.test', SPRING, ['scan-event:read'])).secret;
    createOnlyKey = writer;
    const stored = await ingest({ 'x-api-key': writer }, [
      {
        clientScanId,
        tagId,
        scanStatus: 'SUCCESS',
        authData: AUTH_DATA,
        addressComponents: ADDRESS,
        detectData: { items: DETECT },
        matchData: { items: MATCH },
        thirdPartyScanResponse: { verdict: 'genuine' },
      },
    ]);
    expect(stored.statusCode, stored.body).toBe(201);
  });

  it('stores authData and addressComponents as sent', async () => {
    const [row] = await t.db.query<{ auth_data: unknown; address_components: unknown }>(
      'SELECT auth_data, address_components FROM scan_events WHERE client_scan_id = $1',
      [clientScanId],
    );
    expect(row).toEqual({ auth_data: AUTH_DATA, address_components: ADDRESS });
  });

  it('leaves the parts out of the list unless include asks for them', async () => {
    const scan = ours(await list(await t.authHeader('admin@demo.test')));
    expect(scan).toBeDefined();
    for (const part of ['authData', 'addressComponents', 'thirdPartyScanResponse', 'detectData', 'matchData']) {
      expect(scan).not.toHaveProperty(part);
    }
  });

  it('answers authData, addressComponents and thirdPartyScanResponse with include=scanData, to a guest and a read key too', async () => {
    for (const headers of [
      await t.authHeader('admin@demo.test'),
      await t.authHeader('guest@demo.test'),
      { 'x-api-key': readKey },
    ]) {
      const response = await list(headers, 'scanData');
      expect(response.statusCode, response.body).toBe(200);
      expect(ours(response)).toMatchObject({
        authData: AUTH_DATA,
        addressComponents: ADDRESS,
        thirdPartyScanResponse: { verdict: 'genuine' },
      });
      expect(ours(response)).not.toHaveProperty('detectData');
    }
  });

  it("answers detect and match data to the provider's super user, a foreign image URL as null", async () => {
    const response = await list(await t.authHeader('super@demo.test'), 'detectData, matchData,scanData');
    expect(response.statusCode, response.body).toBe(200);
    expect(ours(response)).toMatchObject({
      detectData: { items: [{ ...DETECT[0], image_in_url: null }] },
      matchData: { items: MATCH },
      authData: AUTH_DATA,
      addressComponents: ADDRESS,
    });
  });

  it.each(['detectData', 'matchData', 'scanData,matchData'])(
    'refuses include=%s to a project Administrator, a guest and an API key with 403 saying why',
    async (include) => {
      for (const headers of [
        await t.authHeader('admin@demo.test'),
        await t.authHeader('guest@demo.test'),
        { 'x-api-key': readKey },
      ]) {
        const response = await list(headers, include);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(
          "include=detectData and include=matchData are for the provider's super users (the tag error dashboards).",
        );
      }
    },
  );

  it.each([
    [
      'an unknown part',
      'scanData,images',
      "include may name detectData, matchData, scanData (comma-separated); 'images' is none of them.",
    ],
    [
      'a part in the wrong case',
      'SCANDATA',
      "include may name detectData, matchData, scanData (comma-separated); 'SCANDATA' is none of them.",
    ],
  ])('refuses %s with 400 naming it', async (_what, include, message) => {
    const response = await list(await t.authHeader('super@demo.test'), include);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'VALIDATION_ERROR', status: 400, message });
  });

  it('refuses an include longer than 200 characters with 400', async () => {
    const response = await list(await t.authHeader('admin@demo.test'), 'scanData,'.repeat(30));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('include');
  });

  it('refuses include to a key without scan-event:read (403) and to another company (404)', async () => {
    expect((await list({ 'x-api-key': createOnlyKey }, 'scanData')).statusCode).toBe(403);
    expect((await list(await t.authHeader('other@demo.test'), 'scanData')).statusCode).toBe(404);
  });

  it("shows both in the TED's Scan Details answer", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: TED,
      headers: await t.authHeader('super@demo.test'),
      query: { createdAfter: new Date(Date.now() - 3600_000).toISOString(), tagId, limit: '500' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const scan = response.json().items.find((item: { clientScanId: string }) => item.clientScanId === clientScanId);
    expect(scan).toMatchObject({ authData: AUTH_DATA, addressComponents: ADDRESS });
  });

  const component = (overrides: Record<string, unknown>) => ({ ...ADDRESS[0], ...overrides });
  it.each([
    ['authData that is not an object', { authData: 'yes' }, 'authData'],
    ['authData that is a list', { authData: [1, 2] }, 'authData'],
    ['addressComponents that is an object', { addressComponents: { city: 'Milan' } }, 'addressComponents'],
    ['an address part without types', { addressComponents: [{ long_name: 'Milan', short_name: 'MI' }] }, 'types'],
    [
      'an address name of 201 characters',
      { addressComponents: [component({ long_name: 'x'.repeat(201) })] },
      'long_name',
    ],
    ['an address type that is empty', { addressComponents: [component({ types: [''] })] }, 'types'],
    ['11 types on one part', { addressComponents: [component({ types: Array(11).fill('political') })] }, 'types'],
    ['21 address parts', { addressComponents: Array(21).fill(ADDRESS[0]) }, 'addressComponents'],
  ])('refuses %s with 400 naming it, and stores nothing', async (_what, fields, named) => {
    const id = `bad-${crypto.randomUUID()}`;
    const response = await ingest(await t.authHeader('admin@demo.test'), [
      { clientScanId: id, scanStatus: 'SUCCESS', ...fields },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.message).toContain(named);
    expect(await t.db.query('SELECT 1 FROM scan_events WHERE client_scan_id = $1', [id])).toEqual([]);
  });

  it('refuses an address part with a key of its own with 400 naming it', async () => {
    const response = await ingest(await t.authHeader('admin@demo.test'), [
      {
        clientScanId: `extra-${crypto.randomUUID()}`,
        scanStatus: 'SUCCESS',
        addressComponents: [ADDRESS[1], component({ html: '<b>x</b>' })],
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'events[0] addressComponents[1] may hold only long_name, short_name and types.',
    );
  });

  it('refuses authData over 16 KB with 400 naming it', async () => {
    const response = await ingest(await t.authHeader('admin@demo.test'), [
      { clientScanId: `big-${crypto.randomUUID()}`, scanStatus: 'SUCCESS', authData: { blob: 'x'.repeat(20_000) } },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('events[0] authData is larger than 16384 bytes.');
  });

  it('refuses authData from a guest (403) and from a key without scan-event:create (403)', async () => {
    const event = { clientScanId: `no-${crypto.randomUUID()}`, scanStatus: 'SUCCESS', authData: AUTH_DATA };
    expect((await ingest(await t.authHeader('guest@demo.test'), [event])).statusCode).toBe(403);
    expect((await ingest({ 'x-api-key': readKey }, [event])).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: `${URL}?project_id=${SPRING}&include=scanData` }));
});

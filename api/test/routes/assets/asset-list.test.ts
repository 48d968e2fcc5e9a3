import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { testImage } from '../../support/images.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { ASSETS, imagePart, listAssets, SPRING, upload } from './asset-helpers.js';

const ADMIN = 'admin@demo.test';
const names = (response: { json: () => { data: { name: string }[] } }) => response.json().data.map((a) => a.name);

describeWithApp('GET /api/content/assets', (t) => {
  const uploaded: Record<string, string> = {};
  beforeAll(async () => {
    const png = await testImage('png');
    for (const name of ['Autumn banner', 'Spring logo', '100%_real badge', 'spring hero']) {
      const response = await upload(t, ADMIN, [imagePart(png), { name: 'name', value: name }]);
      expect(response.statusCode, response.body).toBe(201);
      uploaded[name] = response.json().id;
    }
    await upload(t, ADMIN, [imagePart(png), { name: 'name', value: 'Wine label' }], DEMO_IDS.projects.wine);
  });

  it("lists the project's assets newest first, to a Guest too, and no other project's", async () => {
    const response = await listAssets(t, 'guest@demo.test');
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['spring hero', '100%_real badge', 'Spring logo', 'Autumn banner']);
    expect(response.json().total).toBe(4);
    expect(response.json().data[0]).toMatchObject({ id: uploaded['spring hero'], project_id: SPRING });
  });

  it('sorts oldest first when asked', async () => {
    expect(names(await listAssets(t, ADMIN, '?sort=oldest'))).toEqual([
      'Autumn banner',
      'Spring logo',
      '100%_real badge',
      'spring hero',
    ]);
  });

  it('finds by part of the name in any case, and takes % and _ literally', async () => {
    expect(names(await listAssets(t, ADMIN, '?search=SPRING'))).toEqual(['spring hero', 'Spring logo']);
    expect(names(await listAssets(t, ADMIN, '?search=%25_'))).toEqual(['100%_real badge']);
    expect((await listAssets(t, ADMIN, '?search=nothing-like-it')).json()).toEqual({ data: [], total: 0 });
  });

  it('pages with offset and limit, counting every match', async () => {
    const page = (await listAssets(t, ADMIN, '?sort=oldest&offset=1&limit=2')).json();
    expect(page.data.map((a: { name: string }) => a.name)).toEqual(['Spring logo', '100%_real badge']);
    expect(page.total).toBe(4);
  });

  it('refuses a sort it does not know and a limit out of range with 400', async () => {
    for (const query of ['?sort=name', '?limit=0', '?limit=201', '?offset=-1']) {
      expect((await listAssets(t, ADMIN, query)).statusCode, query).toBe(400);
    }
  });

  it('answers a project API key with asset:read, and refuses one without it', async () => {
    const reader = await createKey(t, ADMIN, SPRING, ['asset:read']);
    const other = await createKey(t, ADMIN, SPRING, ['view:read']);
    const send = (key: string) =>
      t.app.inject({ method: 'GET', url: ASSETS, headers: { 'x-api-key': key, project_id: SPRING } });
    expect((await send(reader.secret)).json().total).toBe(4);
    expect((await send(other.secret)).statusCode).toBe(403);
  });

  describe('keeps assets to the project', () => {
    itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: ASSETS, headers: { project_id: SPRING } }));
    itKeepsProjectDataToMembers(t, 'asset:read', async (email, projectId) => listAssets(t, email, '', projectId));
  });
});

describeWithApp('GET /api/content/assets/files/:assetId/:file', (t) => {
  let asset: { id: string; url: string; formats: { thumbnail: { url: string } } };
  beforeAll(async () => {
    const response = await upload(t, ADMIN, [
      imagePart(await testImage('jpeg'), 'p.jpg', 'image/jpeg'),
      { name: 'name', value: 'Public' },
    ]);
    asset = response.json();
  });

  it('serves the file to anyone, cached for good, with its type and no sniffing', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: asset.url,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for an asset or format that does not exist, and 400 for any other file name', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `${ASSETS}/files/${crypto.randomUUID()}/original.jpg` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Asset file not found.');
    expect((await t.app.inject({ method: 'GET', url: asset.url.replace('.jpg', '.png') })).statusCode).toBe(404);
    for (const file of ['..%2F..%2Fjwt-secret', 'original.svg', 'original', '.png', 'other.jpg']) {
      const response = await t.app.inject({ method: 'GET', url: `${ASSETS}/files/${asset.id}/${file}` });
      expect(response.statusCode, file).toBe(400);
    }
  });
});

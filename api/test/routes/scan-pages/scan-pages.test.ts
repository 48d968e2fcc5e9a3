import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { preferredLanguages } from '../../../src/services/scan-pages/scan-page-service.js';
import { shortCodeOf } from '../../../src/services/tags/short-codes.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { testImage } from '../../support/images.js';
import { imagePart, upload } from '../assets/asset-helpers.js';
import { assignView as assign, insertView as newView } from '../../support/views.js';

const BASE = '/api/content/scan-pages';

describe('preferredLanguages', () => {
  it('orders the supported languages by q, then by position, region ignored', () => {
    expect(preferredLanguages('fr-CH, fr;q=0.9, de;q=0.95, xx, en;q=0.8, *;q=0.5')).toEqual(['fr', 'de', 'en']);
    expect(preferredLanguages(undefined)).toEqual([]);
    expect(preferredLanguages('de;q=0, ja')).toEqual(['ja']);
  });
});

describeWithApp('the scan page API (/s/{code})', (t) => {
  let scarvesCode = '';
  let wineCode = '';
  let scarves = '';
  beforeAll(async () => {
    const tagOf = async (collection: string) =>
      (
        await t.db.query<{ id: string; collection_id: string }>(
          `SELECT t.id, t.collection_id FROM tags t JOIN collections c ON c.id = t.collection_id
           WHERE c.name = $1 ORDER BY t.sequence_number LIMIT 1`,
          [collection],
        )
      )[0]!;
    const scarf = await tagOf('Silk Scarves');
    scarves = scarf.collection_id;
    scarvesCode = shortCodeOf(scarf.id);
    // Wine Labels has no result views at all (the seed gives Leather Tote Bags its English page).
    wineCode = shortCodeOf((await tagOf('Reserve Cabernet 2024')).id);
    await assign(t, scarves, await newView(t, 'Authentic'), 'ALL', 'en');
    await assign(t, scarves, await newView(t, 'Echt'), 'ALL', 'de');
    await assign(t, scarves, await newView(t, 'Echt in WeChat'), 'WECHAT', 'de');
  });

  const page = (code: string, acceptLanguage?: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${BASE}/${code}${query}`,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it("answers the default view of the scanner's first language the collection has", async () => {
    const response = await page(scarvesCode, 'de-DE,de;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ language: 'de', tag: { code: scarvesCode, sequenceNumber: 0 } });
    expect(response.json().view.display_state).toBe('Echt');
    expect(response.headers.vary).toBe('Accept-Language');
  });

  it('falls back to the English default for a language the collection does not have, or none', async () => {
    expect((await page(scarvesCode, 'fr-FR,fr;q=0.9')).json()).toMatchObject({
      language: 'en',
      view: { display_state: 'Authentic' },
    });
    expect((await page(scarvesCode)).json().view.display_state).toBe('Authentic');
  });

  it("prefers the scanner's own platform over 'ALL'", async () => {
    expect((await page(scarvesCode, 'de', '?platform=WECHAT')).json().view.display_state).toBe('Echt in WeChat');
    expect((await page(scarvesCode, 'de', '?platform=WHATSAPP')).json().view.display_state).toBe('Echt');
  });

  it('shows what is drawn and nothing of how the brand files the view', async () => {
    const { view } = (await page(scarvesCode, 'en')).json();
    expect(view).toHaveProperty('content.sections');
    const internals = ['id', 'project_id', 'name', 'description', 'created_at', 'updated_at', 'version', 'updated_by'];
    for (const internal of internals) {
      expect(view).not.toHaveProperty(internal);
    }
  });

  it('resolves the assets the view draws to file URLs', async () => {
    const form = await upload(t, 'admin@demo.test', [
      imagePart(await testImage('jpeg'), 'label.jpg', 'image/jpeg'),
      { name: 'name', value: 'Label' },
    ]);
    const assetId = form.json().id as string;
    await t.db.query(`UPDATE result_views SET product_image_asset_id = $1 WHERE display_state = 'Authentic'`, [
      assetId,
    ]);
    const { view } = (await page(scarvesCode, 'en')).json();
    expect(view.product_image_asset_id).toBe(assetId);
    expect(view.asset_urls).toEqual({ [assetId]: `/api/content/assets/files/${assetId}/original.jpg` });
  });

  it('says when a collection has no page yet, and when a tag does not exist', async () => {
    const none = await page(wineCode, 'en');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('This product has no page yet.');
    const unknown = await page(shortCodeOf(crypto.randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Tag not found.');
    expect((await page('not-a-code')).statusCode).toBe(400);
    expect((await page('zzzzzzzzzzzzzzzzzzzzzz')).json().error.message).toBe('Tag not found.');
  });

  describe('recording the scan', () => {
    const scan = (code: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/${code}/scans`,
        payload: body,
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone) test' },
      });

    it("stores it once in the project's scan events, however often the page reloads", async () => {
      const clientScanId = crypto.randomUUID();
      const first = await scan(scarvesCode, { clientScanId, clientSessionId: 'session-12345', platform: 'ALL' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ recorded: true });
      const again = await scan(scarvesCode, { clientScanId });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ recorded: false });
      const rows = await t.db.query<Record<string, unknown>>(
        `SELECT project_id, collection_id, client_agent, scan_status, client_session_id, user_agent->>'ua' AS ua
         FROM scan_events WHERE client_scan_id = $1`,
        [clientScanId],
      );
      expect(rows).toEqual([
        {
          project_id: DEMO_IDS.projects.spring,
          collection_id: scarves,
          client_agent: 'WEBSCANNER',
          scan_status: 'SUCCESS',
          client_session_id: 'session-12345',
          ua: 'Mozilla/5.0 (iPhone) test',
        },
      ]);
    });

    it.each([
      ['a missing clientScanId', {}],
      ['a clientScanId with other characters', { clientScanId: '<script>alert(1)</script>' }],
      ['an unknown platform', { clientScanId: crypto.randomUUID(), platform: 'FAX' }],
    ])('refuses %s with 400', async (_what, body) => {
      expect((await scan(scarvesCode, body)).statusCode).toBe(400);
    });

    it('refuses an unknown tag with 404', async () => {
      const response = await scan(shortCodeOf(crypto.randomUUID()), { clientScanId: crypto.randomUUID() });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('a tag the brand made inactive or blacklisted', () => {
    const tagAt = async (index: number) =>
      (
        await t.db.query<{ id: string }>('SELECT id FROM tags WHERE collection_id = $1 AND sequence_number = $2', [
          scarves,
          index,
        ])
      )[0]!.id;
    const setStatus = (tagId: string, status: string) =>
      t.db.query('UPDATE tags SET status = $1 WHERE id = $2', [status, tagId]);

    it('shows the built-in page (no view) while the collection has no view for it, in the language asked for', async () => {
      const tagId = await tagAt(60);
      await setStatus(tagId, 'blacklisted');
      const response = await page(shortCodeOf(tagId), 'de-DE,de;q=0.9');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        tag: { code: shortCodeOf(tagId), sequenceNumber: 60 },
        language: 'de',
        view: null,
      });
    });

    it("falls back to the failed-match view, and prefers a view for the tag's own status", async () => {
      const inactive = await tagAt(61);
      const blacklisted = await tagAt(62);
      await setStatus(inactive, 'inactive');
      await setStatus(blacklisted, 'blacklisted');
      await assign(t, scarves, await newView(t, 'Not genuine'), 'ALL', 'en', 'negative');
      expect((await page(shortCodeOf(inactive), 'en')).json().view.display_state).toBe('Not genuine');
      expect((await page(shortCodeOf(blacklisted), 'en')).json().view.display_state).toBe('Not genuine');
      await assign(t, scarves, await newView(t, 'Reported stolen'), 'ALL', 'en', 'blacklisted');
      await assign(t, scarves, await newView(t, 'No longer sold'), 'ALL', 'en', 'inactive');
      expect((await page(shortCodeOf(blacklisted), 'en')).json().view.display_state).toBe('Reported stolen');
      expect((await page(shortCodeOf(inactive), 'en')).json().view.display_state).toBe('No longer sold');
      // An active tag still gets the genuine page.
      expect((await page(scarvesCode, 'en')).json().view.display_state).toBe('Authentic');
    });

    it('records the scan with the status the tag had', async () => {
      const tagId = await tagAt(63);
      await setStatus(tagId, 'blacklisted');
      const clientScanId = crypto.randomUUID();
      const response = await t.app.inject({
        method: 'POST',
        url: `${BASE}/${shortCodeOf(tagId)}/scans`,
        payload: { clientScanId },
      });
      expect(response.statusCode).toBe(201);
      await setStatus(tagId, 'active');
      const rows = await t.db.query('SELECT tag_status FROM scan_events WHERE client_scan_id = $1', [clientScanId]);
      expect(rows).toEqual([{ tag_status: 'blacklisted' }]);
    });
  });
});

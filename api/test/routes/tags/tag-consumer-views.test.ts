import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { collectionIdNamed, tagIdAt } from '../../support/seed-lookups.js';
import { assignView, insertView } from '../../support/views.js';
import { shortCodeOf } from '../../../src/services/tags/short-codes.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp(
  'the view a consumer gets for each status: GET /tags/:tagId/consumer-views (and …/:status/page)',
  (t) => {
    let scarves = '';
    let tagId = '';
    const views = { authentic: '', echt: '', failed: '' };
    beforeAll(async () => {
      scarves = await collectionIdNamed(t, 'Silk Scarves');
      tagId = await tagIdAt(t, scarves, 80);
      views.authentic = await insertView(t, 'Authentic');
      views.echt = await insertView(t, 'Echt');
      views.failed = await insertView(t, 'Not genuine');
      await assignView(t, scarves, views.authentic, 'ALL', 'en');
      await assignView(t, scarves, views.echt, 'ALL', 'de');
      await assignView(t, scarves, views.failed, 'ALL', 'en', 'negative');
    });

    const get = async (url: string, headers: Record<string, string> = {}, projectId: string = SPRING) =>
      t.app.inject({
        method: 'GET',
        url: `/api/warehouse/tags/${url}`,
        headers: { ...(await t.authHeader('guest@demo.test')), project_id: projectId, ...headers },
      });
    const scanCount = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM scan_events WHERE tag_id = $1', [tagId]))[0]!.n;

    it("names each status's view, falling back to the failed-match view, in the asker's language", async () => {
      const response = await get(`${tagId}/consumer-views`, { 'accept-language': 'de-DE,de;q=0.9' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        items: [
          { status: 'active', state: 'positive', view: { id: views.echt, name: 'Echt', language: 'de' } },
          { status: 'inactive', state: 'negative', view: { id: views.failed, name: 'Not genuine', language: 'en' } },
          { status: 'blacklisted', state: 'negative', view: { id: views.failed, name: 'Not genuine', language: 'en' } },
        ],
      });
    });

    it('prefers a view assigned to the status itself, and answers none (the built-in page) where nothing is assigned', async () => {
      const wineTag = (
        await t.db.query<{ id: string }>(
          `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.name = 'Reserve Cabernet 2024' LIMIT 1`,
        )
      )[0]!.id;
      const none = await get(
        `${wineTag}/consumer-views`,
        await t.authHeader('admin@demo.test'),
        DEMO_IDS.projects.wine,
      );
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json().items).toEqual([
        { status: 'active', state: null, view: null },
        { status: 'inactive', state: null, view: null },
        { status: 'blacklisted', state: null, view: null },
      ]);
      const stolen = await insertView(t, 'Reported stolen');
      await assignView(t, scarves, stolen, 'ALL', 'en', 'blacklisted');
      const items = (await get(`${tagId}/consumer-views`)).json().items;
      expect(items[2]).toEqual({
        status: 'blacklisted',
        state: 'blacklisted',
        view: { id: stolen, name: 'Reported stolen', language: 'en' },
      });
      await t.db.query('DELETE FROM collection_views WHERE view_id = $1', [stolen]);
    });

    it('previews the scan page of each status as the public scan page draws it, and records no scan', async () => {
      const before = await scanCount();
      const active = await get(`${tagId}/consumer-views/active/page`);
      expect(active.statusCode, active.body).toBe(200);
      expect(active.json()).toMatchObject({
        tag: { code: shortCodeOf(tagId), sequenceNumber: 80 },
        language: 'en',
        view: { display_state: 'Authentic' },
      });
      expect(active.json().view).not.toHaveProperty('name');
      expect((await get(`${tagId}/consumer-views/blacklisted/page`)).json().view.display_state).toBe('Not genuine');
      await t.db.query("DELETE FROM collection_views WHERE collection_id = $1 AND state = 'negative'", [scarves]);
      expect((await get(`${tagId}/consumer-views/inactive/page`)).json()).toMatchObject({ language: 'en', view: null });
      // The tag itself stays active: the preview changes nothing.
      const [tag] = await t.db.query<{ status: string }>('SELECT status FROM tags WHERE id = $1', [tagId]);
      expect(tag!.status).toBe('active');
      expect(await scanCount()).toBe(before);
      await assignView(t, scarves, views.failed, 'ALL', 'en', 'negative');
    });

    it("answers 404 'This product has no page yet.' for an active tag whose collection has no view", async () => {
      const [wineTag] = await t.db.query<{ id: string }>(
        `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.name = 'Reserve Cabernet 2024' LIMIT 1`,
      );
      const admin = await t.authHeader('admin@demo.test');
      const response = await get(`${wineTag!.id}/consumer-views/active/page`, admin, DEMO_IDS.projects.wine);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('This product has no page yet.');
      const blacklisted = await get(`${wineTag!.id}/consumer-views/blacklisted/page`, admin, DEMO_IDS.projects.wine);
      expect(blacklisted.json()).toMatchObject({ language: 'en', view: null });
    });

    it('refuses a status it does not know and a tag id that is not a UUID with 400', async () => {
      expect((await get(`${tagId}/consumer-views/lost/page`)).statusCode).toBe(400);
      expect((await get('not-a-tag/consumer-views')).statusCode).toBe(400);
      expect((await get('not-a-tag/consumer-views/active/page')).statusCode).toBe(400);
    });

    it("answers 404 'Tag not found.' for a tag of another project and to another company's Administrator", async () => {
      const [other] = await t.db.query<{ id: string }>(
        'SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id WHERE c.project_id = $1 LIMIT 1',
        [DEMO_IDS.projects.wine],
      );
      for (const url of [`${other!.id}/consumer-views`, `${other!.id}/consumer-views/active/page`]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Tag not found.');
      }
      const outsider = { ...(await t.authHeader('other@demo.test')) };
      expect((await get(`${tagId}/consumer-views`, outsider)).statusCode).toBe(404);
      expect((await get(`${tagId}/consumer-views/active/page`, outsider)).statusCode).toBe(404);
    });

    it('takes an API key with tag:read and refuses one without it', async () => {
      const keyOf = async (scope: 'tag:read' | 'scan-event:read') => ({
        'x-api-key': (await createKey(t, 'admin@demo.test', SPRING, [scope])).secret,
      });
      const send = (url: string, headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: `/api/warehouse/tags/${url}`, headers: { ...headers, project_id: SPRING } });
      const withScope = await keyOf('tag:read');
      const without = await keyOf('scan-event:read');
      expect((await send(`${tagId}/consumer-views`, withScope)).statusCode).toBe(200);
      expect((await send(`${tagId}/consumer-views/active/page`, withScope)).statusCode).toBe(200);
      expect((await send(`${tagId}/consumer-views`, without)).statusCode).toBe(403);
      expect((await send(`${tagId}/consumer-views/active/page`, without)).statusCode).toBe(403);
    });

    itRefusesUnauthenticatedCallers(t, () => ({
      method: 'GET',
      url: `/api/warehouse/tags/${tagId}/consumer-views`,
      headers: { project_id: SPRING },
    }));
    itRefusesUnauthenticatedCallers(t, () => ({
      method: 'GET',
      url: `/api/warehouse/tags/${tagId}/consumer-views/active/page`,
      headers: { project_id: SPRING },
    }));
  },
);

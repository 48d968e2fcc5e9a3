import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { testImage } from '../../support/images.js';
import { createView, viewBody } from '../../support/views.js';
import { imagePart, upload } from '../assets/asset-helpers.js';

const SPRING = DEMO_IDS.projects.spring;
const FORBIDDEN = { error: { message: 'You do not have permission to do this.', code: 'FORBIDDEN', status: 403 } };
const VIEW_NOT_FOUND = { error: { message: 'Result view not found.', code: 'NOT_FOUND', status: 404 } };

type View = Record<string, unknown> & { id: string; content: { sections: Section[] } & Record<string, unknown> };
type Section = { id: string; type: 'section'; data: { content: Record<string, unknown>[] } & Record<string, unknown> };

const url = (viewId: string) => `/api/content/views/${viewId}`;

/** The ETag of the stored version: what an editor that just loaded the view sends as If-Match. */
async function currentEtag(t: TestApp, viewId: string): Promise<string> {
  const [row] = await t.db.query<{ version: number }>('SELECT version FROM result_views WHERE id = $1', [viewId]);
  return `"${row?.version ?? 1}"`;
}

/** A PUT sends If-Match of the stored version, as the editor does (view-versions.test.ts tests the rest). */
const call = async (t: TestApp, email: string, method: 'GET' | 'PUT' | 'DELETE', viewId: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: url(viewId),
    headers: {
      ...(await t.authHeader(email)),
      project_id: SPRING,
      ...(method === 'PUT' ? { 'if-match': await currentEtag(t, viewId) } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const newView = async (t: TestApp, name = 'Editable'): Promise<View> =>
  (await createView(t, { name, description: 'For the editor tests.' })).json();

const everyItem = [
  { id: 'text-1', type: 'text', data: { style: 'paragraph', text: 'Hello', align: 'center' } },
  { id: 'button-1', type: 'button', data: { text: 'Shop', url: 'https://acme.example/shop' } },
  { id: 'image-1', type: 'image', data: { url: 'https://acme.example/a.png', alt: 'A bag', assetId: null } },
  { id: 'spacer-1', type: 'spacer', data: { height: 24 } },
  { id: 'timeline-1', type: 'timeline', data: { entries: [{ title: 'Woven', date: '2025', text: 'In Como' }] } },
  { id: 'list-1', type: 'bulletList', data: { items: ['Silk', 'Hand rolled'] } },
  { id: 'video-1', type: 'video', data: { url: 'https://video.example/v.mp4', title: 'Making of' } },
  {
    id: 'social-1',
    type: 'socialLinks',
    data: { links: [{ network: 'instagram', url: 'https://instagram.com/acme' }] },
  },
  { id: 'recipe-1', type: 'recipe', data: { title: 'Spritz', ingredients: ['Ice'], steps: ['Stir'] } },
  { id: 'css-1', type: 'customCss', data: { css: 'h1 { letter-spacing: 1px; }' } },
];

function withItems(view: View, content: Record<string, unknown>[]): Record<string, unknown> {
  const [first, ...rest] = view.content.sections;
  return viewBody({
    ...view,
    content: { ...view.content, sections: [{ ...first!, data: { ...first!.data, content } }, ...rest] },
  });
}

describeWithApp('GET, PUT and DELETE /api/content/views/:viewId', (t) => {
  it('saves every item type, the images and the texts, and answers them back', async () => {
    const view = await newView(t);
    const saved = {
      ...withItems(view, everyItem),
      name: 'Renamed',
      display_state: 'Authentic',
      display_details: 'Silk scarf, 90 cm',
      display_description: 'Made in Como.',
      product_image_url: 'https://acme.example/p.png',
      logo_image_asset_id: '5f000000-0000-4000-8000-00000000a001',
    };
    const response = await call(t, 'super@demo.test', 'PUT', view.id, saved);
    expect(response.statusCode, response.body).toBe(200);
    const read = (await call(t, 'guest@demo.test', 'GET', view.id)).json();
    expect(read).toMatchObject({ ...saved, id: view.id, project_id: SPRING });
    expect(read.content.sections[0].data.content).toEqual(everyItem);
    expect(Date.parse(read.updated_at)).toBeGreaterThanOrEqual(Date.parse(view.updated_at as string));
  });

  it.each([
    ['an unknown item type', { id: 'x', type: 'marquee', data: {} }, 'content.sections.0.data.content.0.type'],
    ['a misspelt field', { id: 'x', type: 'spacer', data: { heigth: 3 } }, 'content.sections.0.data.content.0.data'],
    ['a script link', { id: 'x', type: 'button', data: { text: 'Go', url: 'javascript:alert(1)' } }, '.url'],
    ['an image with a script URL', { id: 'x', type: 'image', data: { url: 'javascript:x', alt: '' } }, '.url'],
    ['a spacer taller than 400', { id: 'x', type: 'spacer', data: { height: 401 } }, '.height'],
  ])('refuses %s with 400 naming where', async (_what, item, path) => {
    const view = await newView(t);
    const response = await call(t, 'super@demo.test', 'PUT', view.id, withItems(view, [item]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.message).toContain(path);
    expect((await call(t, 'super@demo.test', 'GET', view.id)).json().content).toEqual(view.content);
  });

  it('refuses two sections with one id, and content missing its styles', async () => {
    const view = await newView(t);
    const twice = viewBody({
      ...view,
      content: { ...view.content, sections: [...view.content.sections, ...view.content.sections] },
    });
    const response = await call(t, 'super@demo.test', 'PUT', view.id, twice);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Sections need unique ids.');
    const { styles: _styles, ...withoutStyles } = view.content;
    const missing = await call(
      t,
      'super@demo.test',
      'PUT',
      view.id,
      viewBody({ ...view, content: withoutStyles } as View),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('content.styles');
  });

  it.each([
    ['display_details', { display_details: 'x'.repeat(256) }],
    ['product_image_url', { product_image_url: `https://acme.example/${'x'.repeat(240)}` }],
    ['logo_image_url', { logo_image_url: 'javascript:alert(1)' }],
    ['name', { name: ' ' }],
    ['style', { style: { product_image_scale_mode: 'stretch' } }],
  ])('refuses a bad %s with 400', async (field, change) => {
    const view = await newView(t);
    const response = await call(t, 'super@demo.test', 'PUT', view.id, { ...viewBody(view), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
  });

  it('refuses a project administrator whose system_role is 1 with 403, and changes nothing', async () => {
    const view = await newView(t);
    const response = await call(t, 'admin@demo.test', 'PUT', view.id, { ...viewBody(view), name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
    expect((await call(t, 'admin@demo.test', 'DELETE', view.id)).json()).toEqual(FORBIDDEN);
    expect((await call(t, 'admin@demo.test', 'GET', view.id)).json().name).toBe('Editable');
  });

  it("answers 404 'Result view not found.' for a view of another project, whoever asks", async () => {
    const [other] = await t.db.query<{ id: string }>(
      `INSERT INTO result_views (project_id, name, description) VALUES ($1, 'Wine view', 'W') RETURNING id`,
      [DEMO_IDS.projects.wine],
    );
    expect((await call(t, 'super@demo.test', 'GET', other!.id)).json()).toEqual(VIEW_NOT_FOUND);
    const view = await newView(t);
    expect((await call(t, 'super@demo.test', 'PUT', other!.id, viewBody(view))).json()).toEqual(VIEW_NOT_FOUND);
    expect((await call(t, 'super@demo.test', 'DELETE', other!.id)).json()).toEqual(VIEW_NOT_FOUND);
  });

  it('deletes a view no collection shows, and refuses one a collection shows with 409', async () => {
    const view = await newView(t, 'Short-lived');
    expect((await call(t, 'super@demo.test', 'DELETE', view.id)).statusCode).toBe(204);
    expect((await call(t, 'super@demo.test', 'GET', view.id)).statusCode).toBe(404);

    const shown = await newView(t, 'Shown');
    await t.db.query(
      `INSERT INTO collection_views (collection_id, view_id, platform, language)
       SELECT id, $1, 'WECHAT', 'en' FROM collections WHERE name = 'Silk Scarves'`,
      [shown.id],
    );
    const response = await call(t, 'super@demo.test', 'DELETE', shown.id);
    expect(response.statusCode).toBe(409);
    expect((await call(t, 'super@demo.test', 'GET', shown.id)).statusCode).toBe(200);
    expect(response.json().error.message).toMatch(
      /^This view is assigned to \d+ collection entr(y|ies); remove those first\.$/,
    );
  });

  it("answers the file URL of each of the project's assets the view uses, and none for another project's", async () => {
    const uploaded = async (projectId: string) =>
      (
        await upload(
          t,
          'admin@demo.test',
          [imagePart(await testImage('png')), { name: 'name', value: 'Bottle' }],
          projectId,
        )
      ).json().id as string;
    const [product, pictured, otherProjects] = [
      await uploaded(SPRING),
      await uploaded(SPRING),
      await uploaded(DEMO_IDS.projects.wine),
    ];
    const view = await newView(t);
    const picture = { id: 'image-1', type: 'image', data: { url: '', alt: 'Bottle', assetId: pictured } };
    const saved = {
      ...withItems(view, [picture]),
      product_image_asset_id: product,
      logo_image_asset_id: otherProjects,
    };
    const answer = (await call(t, 'super@demo.test', 'PUT', view.id, saved)).json();
    const fileUrl = (id: string) => `/api/content/assets/files/${id}/original.png`;
    expect(answer.asset_urls).toEqual({ [product]: fileUrl(product), [pictured]: fileUrl(pictured) });
    expect((await call(t, 'guest@demo.test', 'GET', view.id)).json().asset_urls).toEqual(answer.asset_urls);
    const file = await t.app.inject({ method: 'GET', url: fileUrl(product) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a view id that is not a uuid with 400', async () => {
    expect((await call(t, 'super@demo.test', 'GET', 'summer')).statusCode).toBe(400);
  });

  itKeepsProjectDataToMembers(t, 'view:read', async (email, projectId) =>
    t.app.inject({
      method: 'GET',
      url: url((await t.db.query<{ id: string }>('SELECT id FROM result_views LIMIT 1'))[0]!.id),
      headers: { ...(await t.authHeader(email)), project_id: projectId },
    }),
  );

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'PUT',
    url: url('5f000000-0000-4000-8000-00000000b001'),
    headers: { project_id: SPRING },
    payload: {},
  }));
});

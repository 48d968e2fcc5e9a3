import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createView, viewBody } from '../../support/views.js';
import { shortCodeOf } from '../../../src/services/tags/short-codes.js';
import { createKey } from '../api-keys/api-key-helpers.js';

/** 001 §3 html_content_url: saved with the view, answered by the editor's GET and by the scan page. */
const SPRING = DEMO_IDS.projects.spring;
const PAGE = 'https://acme.example/scarves/care.html';

const url = (viewId: string) => `/api/content/views/${viewId}`;

async function etag(t: TestApp, viewId: string): Promise<string> {
  const [row] = await t.db.query<{ version: number }>('SELECT version FROM result_views WHERE id = $1', [viewId]);
  return `"${row!.version}"`;
}

describeWithApp('html_content_url of a result view', (t) => {
  let view: Record<string, unknown> & { id: string };
  beforeAll(async () => {
    view = (await createView(t, { name: 'With a page', description: 'html_content_url tests' })).json();
  });

  const put = async (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: url(view.id),
      headers: { ...headers, project_id: SPRING, 'if-match': await etag(t, view.id) },
      payload: body,
    });
  const asSuper = async () => t.authHeader('super@demo.test');
  const stored = async () =>
    (
      await t.db.query<{ html_content_url: string }>('SELECT html_content_url FROM result_views WHERE id = $1', [
        view.id,
      ])
    )[0]!.html_content_url;

  it('starts empty, is saved, answered by GET and kept when a save leaves it out', async () => {
    expect(view.html_content_url).toBe('');
    const saved = await put(await asSuper(), { ...viewBody(view), html_content_url: PAGE });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().html_content_url).toBe(PAGE);
    const read = await t.app.inject({
      method: 'GET',
      url: url(view.id),
      headers: { ...(await t.authHeader('guest@demo.test')), project_id: SPRING },
    });
    expect(read.json().html_content_url).toBe(PAGE);
    const { html_content_url: _left, ...older } = viewBody(view);
    expect((await put(await asSuper(), { ...older, name: 'Renamed by an older editor' })).statusCode).toBe(200);
    expect(await stored()).toBe(PAGE);
    expect((await put(await asSuper(), { ...older, html_content_url: '' })).json().html_content_url).toBe('');
    expect((await put(await asSuper(), { ...older, html_content_url: PAGE })).statusCode).toBe(200);
  });

  it("is on the scan page's answer, which draws the view", async () => {
    const [tag] = await t.db.query<{ id: string; collection_id: string }>(
      `SELECT t.id, t.collection_id FROM tags t JOIN collections c ON c.id = t.collection_id
       WHERE c.name = 'Silk Scarves' ORDER BY t.sequence_number LIMIT 1`,
    );
    await t.db.query(
      `INSERT INTO collection_views (collection_id, view_id, platform, language, is_default)
       VALUES ($1, $2, 'NATIVESCANNER_IOS', 'sv', true)`,
      [tag!.collection_id, view.id],
    );
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/content/scan-pages/${shortCodeOf(tag!.id)}?platform=NATIVESCANNER_IOS`,
      headers: { 'accept-language': 'sv' },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().view.html_content_url).toBe(PAGE);
    await t.db.query('DELETE FROM collection_views WHERE view_id = $1', [view.id]);
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', '/scarves/care.html'],
    ['a URL with a space', 'https://acme.example/a b'],
    ['256 characters', `https://acme.example/${'x'.repeat(235)}`],
  ])('refuses %s with 400 naming html_content_url, and keeps the stored one', async (_what, value) => {
    const response = await put(await asSuper(), { ...viewBody(view), html_content_url: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain('html_content_url');
    expect(await stored()).toBe(PAGE);
  });

  it('takes 255 characters', async () => {
    const longest = `https://acme.example/${'x'.repeat(234)}`;
    expect(longest).toHaveLength(255);
    expect((await put(await asSuper(), { ...viewBody(view), html_content_url: longest })).statusCode).toBe(200);
    expect((await put(await asSuper(), { ...viewBody(view), html_content_url: PAGE })).statusCode).toBe(200);
  });

  it('refuses a caller who may not edit views: system role 1 (403), a guest (403), another company (404), a view:read key (403)', async () => {
    const body = { ...viewBody(view), html_content_url: 'https://evil.example/' };
    expect((await put(await t.authHeader('admin@demo.test'), body)).statusCode).toBe(403);
    expect((await put(await t.authHeader('guest@demo.test'), body)).statusCode).toBe(403);
    expect((await put(await t.authHeader('other@demo.test'), body)).statusCode).toBe(404);
    const key = await createKey(t, 'super@demo.test', SPRING, ['view:read']);
    expect((await put({ 'x-api-key': key.secret }, body)).statusCode).toBe(403);
    expect(await stored()).toBe(PAGE);
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'PUT',
    url: url(view.id),
    headers: { project_id: SPRING, 'if-match': '"1"' },
    payload: { ...viewBody(view), html_content_url: 'https://evil.example/' },
  }));
});

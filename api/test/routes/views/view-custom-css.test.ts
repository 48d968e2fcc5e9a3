import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const SPRING = DEMO_IDS.projects.spring;
type View = Record<string, unknown> & { id: string; content: { sections: { data: Record<string, unknown> }[] } };

const headers = async (t: TestApp) => ({ ...(await t.authHeader('super@demo.test')), project_id: SPRING });

async function newView(t: TestApp): Promise<View> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/content/views',
    headers: await headers(t),
    payload: { name: 'Styled', description: 'Custom CSS tests.' },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Saves the view with one custom CSS item, over the version GET answers (If-Match when the API asks for it). */
async function saveCss(t: TestApp, view: View, css: string) {
  const read = await t.app.inject({ method: 'GET', url: `/api/content/views/${view.id}`, headers: await headers(t) });
  const etag = read.headers.etag;
  const { id: _id, project_id: _p, created_at: _c, updated_at: _u, version: _v, updated_by: _b, ...body } = read.json();
  const [first, ...rest] = view.content.sections;
  const item = { id: 'css-1', type: 'customCss', data: { css } };
  const sections = [{ ...first!, data: { ...first!.data, content: [item] } }, ...rest];
  return t.app.inject({
    method: 'PUT',
    url: `/api/content/views/${view.id}`,
    headers: { ...(await headers(t)), ...(typeof etag === 'string' ? { 'if-match': etag } : {}) },
    payload: { ...body, content: { ...view.content, sections } },
  });
}

const WHERE = 'content.sections.0.data.content.0.data.css: ';

describeWithApp('custom CSS on PUT /api/content/views/:viewId', (t) => {
  it.each([
    [
      'a quoted brace that closes the scope',
      'a{content:"{"}} body{background:magenta}',
      'Custom CSS cannot be read near "} body": Selector is expected (line 1).',
    ],
    [
      'plain http in image-set()',
      'div { background: image-set("http://tracker.example/p.png" 1x) }',
      'Custom CSS image-set() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'plain http in -webkit-image-set()',
      'div { background: -webkit-image-set("http://tracker.example/p.png" 1x) }',
      'Custom CSS -webkit-image-set() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    ['an import', '@import url(https://evil.example/x.css);', 'Custom CSS must not use @import (line 1).'],
    ['an IE expression', 'p {\n  width: expression(alert(1));\n}', 'Custom CSS must not use expression() (line 2).'],
    ['a closing style tag', '</style><script>alert(1)</script>', 'Custom CSS must not contain HTML such as </style>.'],
    [
      'a comment left open, which would swallow the next item',
      'p{color:red}/* brand',
      'Custom CSS has a comment that is not closed with */ (line 1).',
    ],
    ['a block left open', '.a{color:red', 'Custom CSS has a { that is not closed with } (line 1).'],
    [
      'http through a var() inside image-set()',
      '.a{background-image:image-set(var(--none,"http://t.example/p.png") 1x)}',
      'Custom CSS image-set() must not use var() (line 1).',
    ],
    ['10,000 nested blocks', 'a{'.repeat(10_000), 'Custom CSS nests blocks or brackets more than 32 deep (line 1).'],
    [
      'calc() nested as deep as the length allows',
      `a{width:${'calc('.repeat(3_998)}`,
      'Custom CSS nests blocks or brackets more than 32 deep (line 1).',
    ],
  ])('refuses %s with 400 naming the problem, and keeps what was stored', async (_what, css, problem) => {
    const view = await newView(t);
    const response = await saveCss(t, view, css);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'VALIDATION_ERROR', status: 400, message: `${WHERE}${problem}` });
    const stored = await t.db.query<{ content: unknown }>('SELECT content FROM result_views WHERE id = $1', [view.id]);
    expect(stored[0]!.content).toEqual(view.content);
  });

  it('answers 400, not 5xx, to calc() nested 10,000 deep', async () => {
    const view = await newView(t);
    const response = await saveCss(t, view, `a{width:${'calc('.repeat(10_000)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('stores the item after one whose comment is closed', async () => {
    const view = await newView(t);
    const response = await saveCss(t, view, 'p{color:red}/* brand */ .logo{width:40px}');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('stores brand CSS as it was written', async () => {
    const view = await newView(t);
    const css = '/* brand */ @media (width < 600px) { .hero > h2 { background: url("https://cdn.example/b.png") } }';
    const response = await saveCss(t, view, css);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content.sections[0].data.content[0].data.css).toBe(css);
  });
});

import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { createView, viewBody } from '../../support/views.js';

const SPRING = DEMO_IDS.projects.spring;
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/);
const SUPER = { email: 'super@demo.test', name: 'Sam Super' };

type View = Record<string, unknown> & { id: string; name: string; version: number };

const url = (viewId: string) => `/api/content/views/${viewId}`;

async function newView(t: TestApp): Promise<{ view: View; etag: string | undefined }> {
  const response = await createView(t, { name: 'Versioned', description: 'For the version tests.' });
  return { view: response.json(), etag: response.headers.etag as string | undefined };
}

/** What PUT takes: the view without the fields the server owns (asset_urls too), under a new name. */
const body = ({ asset_urls: _urls, ...view }: View, name: string) => ({ ...viewBody(view), name });

const get = async (t: TestApp, viewId: string) =>
  t.app.inject({
    method: 'GET',
    url: url(viewId),
    headers: { ...(await t.authHeader('guest@demo.test')), project_id: SPRING },
  });

const put = async (t: TestApp, view: View, name: string, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: url(view.id),
    headers: {
      ...(await t.authHeader(SUPER.email)),
      project_id: SPRING,
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload: body(view, name),
  });

describeWithApp('result view versions: ETag, If-Match, 412 and 428', (t) => {
  it('answers a view with its version as ETag, and who saved it when', async () => {
    const { view, etag } = await newView(t);
    expect(etag).toBe('"1"');
    const read = await get(t, view.id);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toMatchObject({
      version: 1,
      updated_at: ISO,
      updated_by: { id: await t.userId(SUPER.email), name: SUPER.name, email: SUPER.email },
    });
  });

  it('saves with the current ETag and answers the next one', async () => {
    const { view, etag } = await newView(t);
    const saved = await put(t, view, 'Saved once', etag);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).toMatchObject({ name: 'Saved once', version: 2, updated_by: { name: SUPER.name } });
    const again = await put(t, view, 'Saved twice', saved.headers.etag as string);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe('"3"');
    expect((await get(t, view.id)).json()).toMatchObject({ name: 'Saved twice', version: 3 });
  });

  it('refuses a save from an older version with 412 saying who saved since and when, and keeps the newer save', async () => {
    const { view, etag } = await newView(t);
    const theirs = await put(t, view, 'Their save', etag);
    const stale = await put(t, view, 'My stale draft', etag);
    expect(stale.statusCode).toBe(412);
    const { updated_at: when } = theirs.json<{ updated_at: string }>();
    expect(stale.json()).toEqual({
      error: {
        message:
          `This view was saved by ${SUPER.name} at ${when}, after the version you changed. ` +
          'Load it again, or send If-Match: "2" to overwrite it.',
        code: 'VIEW_CHANGED',
        status: 412,
        current: {
          version: 2,
          updated_at: when,
          updated_by: { id: await t.userId(SUPER.email), name: SUPER.name, email: SUPER.email },
        },
      },
    });
    expect(stale.headers.etag).toBe('"2"');
    expect((await get(t, view.id)).json()).toMatchObject({ name: 'Their save', version: 2 });

    const overwrite = await put(t, view, 'My draft, on purpose', stale.headers.etag as string);
    expect(overwrite.statusCode).toBe(200);
    expect((await get(t, view.id)).json()).toMatchObject({ name: 'My draft, on purpose', version: 3 });
  });

  it('refuses a save without If-Match with 428 and changes nothing, for an API key too', async () => {
    const { view } = await newView(t);
    const missing = await put(t, view, 'Blind save');
    expect(missing.statusCode).toBe(428);
    expect(missing.json()).toEqual({
      error: {
        message:
          'Send If-Match with the ETag of the version you changed (GET answers it), so a newer save is not overwritten.',
        code: 'PRECONDITION_REQUIRED',
        status: 428,
      },
    });
    const key = await createKey(t, SUPER.email, SPRING, ['view:read', 'view:create']);
    const byKey = await t.app.inject({
      method: 'PUT',
      url: url(view.id),
      headers: { 'x-api-key': key.secret, project_id: SPRING },
      payload: body(view, 'Blind machine save'),
    });
    expect(byKey.statusCode).toBe(428);
    expect((await get(t, view.id)).json()).toMatchObject({ name: 'Versioned', version: 1 });
  });

  it.each([
    ['a weak tag', 'W/"1"'],
    ['an unquoted version', '1'],
    ['a version past any integer', '"99999999999999999999"'],
  ])('answers %s with 412, never a match', async (_what, ifMatch) => {
    const { view } = await newView(t);
    expect((await put(t, view, 'Odd tag', ifMatch)).statusCode).toBe(412);
  });

  it('overwrites any version for If-Match: * (RFC 9110), and matches one tag of a list', async () => {
    const { view } = await newView(t);
    expect((await put(t, view, 'Any version', '*')).headers.etag).toBe('"2"');
    expect((await put(t, view, 'From a list', '"7", "2"')).statusCode).toBe(200);
  });

  it('lets exactly one of 10 concurrent saves from one version through; the other nine get 412', async () => {
    const { view, etag } = await newView(t);
    await t.authHeader(SUPER.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => put(t, view, `Concurrent ${index}`, etag)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(412)]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<View>();
    expect((await get(t, view.id)).json()).toMatchObject({ name: winner.name, version: 2 });
  });

  it('exposes the ETag to browser code of another allowed origin (CORS)', async () => {
    const { view } = await newView(t);
    const response = await t.app.inject({
      method: 'GET',
      url: url(view.id),
      headers: { ...(await t.authHeader(SUPER.email)), project_id: SPRING, origin: 'http://localhost:3004' },
    });
    expect(response.headers['access-control-expose-headers']).toContain('ETag');
  });

  it('documents If-Match, the ETag and the 412 and 428 answers in the OpenAPI document', async () => {
    type Operation = {
      parameters: { name: string; in: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const save = doc.paths['/api/content/views/{viewId}']!.put!;
    expect(save.parameters).toContainEqual(expect.objectContaining({ name: 'if-match', in: 'header' }));
    expect(Object.keys(save.responses)).toEqual(expect.arrayContaining(['200', '412', '428']));
    expect(save.responses['200']!.headers).toHaveProperty('ETag');
    expect(doc.paths['/api/content/views/{viewId}']!.get!.responses['200']!.headers).toHaveProperty('ETag');
  });
});

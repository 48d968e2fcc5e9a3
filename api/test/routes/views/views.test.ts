import { describe, expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const URL = '/api/content/views';
const NOT_FOUND = { error: { message: 'Project not found.', code: 'NOT_FOUND', status: 404 } };
const FORBIDDEN = { error: { message: 'You do not have permission to do this.', code: 'FORBIDDEN', status: 403 } };
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/);
const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/);

const projectHeader = (projectId?: string): Record<string, string> =>
  projectId === undefined ? {} : { project_id: projectId };

const listAs = async (t: TestApp, email: string, projectId?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: { ...(await t.authHeader(email)), ...projectHeader(projectId) } });

const names = async (t: TestApp, email: string, projectId: string) =>
  (await listAs(t, email, projectId)).json().data.map((view: { name: string }) => view.name);

describeWithApp('GET /api/content/views', (t) => {
  const list = (email: string, projectId?: string) => listAs(t, email, projectId);

  it("returns the project's result views newest first", async () => {
    const response = await list('admin@demo.test', DEMO_IDS.projects.spring);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual([
      {
        id: UUID,
        name: 'Counterfeit warning',
        description: 'Warns the scanner that the product may not be genuine.',
        project_id: DEMO_IDS.projects.spring,
        created_at: ISO,
      },
      expect.objectContaining({ name: 'Authentic product', project_id: DEMO_IDS.projects.spring }),
    ]);
    expect(Date.parse(data[0].created_at)).toBeGreaterThan(Date.parse(data[1].created_at));
  });

  it('returns an empty list for a project without views', async () => {
    const response = await list('admin@demo.test', DEMO_IDS.projects.wine);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('lets a project guest read them', async () => {
    expect(await names(t, 'guest@demo.test', DEMO_IDS.projects.spring)).toEqual([
      'Counterfeit warning',
      'Authentic product',
    ]);
  });

  it('lets the system super user read any project without being a member', async () => {
    expect(await names(t, 'super@demo.test', DEMO_IDS.projects.spring)).toHaveLength(2);
    expect(await names(t, 'super@demo.test', DEMO_IDS.projects.globexCosmetics)).toEqual([]);
  });

  itKeepsProjectDataToMembers(t, 'view:read', (email, projectId) => list(email, projectId));

  it('refuses a request without the project_id header with 400', async () => {
    const response = await list('admin@demo.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(response.json().error.message).toContain('project_id');
  });

  it('is described in the OpenAPI document with a schema per response code', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const { get, post } = doc.paths[URL];
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '500']));
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '500']));
    expect(post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'project_id', in: 'header', required: true })]),
    );
  });

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: URL,
    headers: projectHeader(DEMO_IDS.projects.spring),
  }));
});

describeWithApp('POST /api/content/views', (t) => {
  /** `projectId: null` sends no project_id header. */
  const create = async (email: string, payload: unknown, projectId: string | null = DEMO_IDS.projects.spring) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...(await t.authHeader(email)), ...projectHeader(projectId ?? undefined) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const countViews = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM result_views'))[0]!.n;

  describe('as the system super user', () => {
    it('creates a view with placeholder content, trimmed, and lists it first', async () => {
      const response = await create('super@demo.test', { name: '  Summer promo ', description: ' Shown in summer. ' });
      expect(response.statusCode).toBe(201);
      const view = response.json();
      expect(view).toEqual({
        id: UUID,
        name: 'Summer promo',
        description: 'Shown in summer.',
        project_id: DEMO_IDS.projects.spring,
        created_at: ISO,
        updated_at: ISO,
        version: 1,
        updated_by: { id: UUID, name: 'Sam Super', email: 'super@demo.test' },
        display_state: '',
        display_details: '',
        display_description: '',
        html_content_url: '',
        product_image_url: '',
        product_image_asset_id: null,
        logo_image_url: '',
        logo_image_asset_id: null,
        icon_image_asset_id: null,
        asset_urls: {},
        style: expect.objectContaining({ product_image_scale_mode: 'contain' }),
        content: {
          fonts: expect.arrayContaining([{ name: 'Inter', italic: false, weight: 400 }]),
          sections: [
            {
              id: 'section-1',
              type: 'section',
              data: expect.objectContaining({
                content: [
                  expect.objectContaining({ type: 'text', data: expect.objectContaining({ style: 'heading' }) }),
                  expect.objectContaining({
                    type: 'image',
                    data: expect.objectContaining({ url: expect.stringMatching(/^data:image\/svg\+xml,/) }),
                  }),
                ],
              }),
            },
          ],
          styles: expect.objectContaining({ heading: expect.objectContaining({ fontFamily: 'Inter' }) }),
        },
      });
      expect(view.content.fonts.every((font: { name: string }) => font.name === 'Inter')).toBe(true);
      expect(await names(t, 'admin@demo.test', DEMO_IDS.projects.spring)).toEqual([
        'Summer promo',
        'Counterfeit warning',
        'Authentic product',
      ]);
    });

    it('accepts a name of 100 and a description of 500 characters', async () => {
      const response = await create(
        'super@demo.test',
        { name: 'n'.repeat(100), description: 'd'.repeat(500) },
        DEMO_IDS.projects.wine,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'n'.repeat(100), project_id: DEMO_IDS.projects.wine });
    });

    it('creates a view in a project of any company', async () => {
      const response = await create(
        'super@demo.test',
        { name: 'Globex view', description: 'For Globex.' },
        DEMO_IDS.projects.globexCosmetics,
      );
      expect(response.statusCode).toBe(201);
      expect(await names(t, 'other@demo.test', DEMO_IDS.projects.globexCosmetics)).toEqual(['Globex view']);
    });

    it.each([
      ['a missing name', { description: 'D' }, 'name'],
      ['an empty name', { name: '', description: 'D' }, 'name'],
      ['a blank name', { name: '   ', description: 'D' }, 'name'],
      ['a name over 100 characters', { name: 'x'.repeat(101), description: 'D' }, 'name'],
      ['a name that is an object', { name: { text: 'N' }, description: 'D' }, 'name'],
      ['a missing description', { name: 'N' }, 'description'],
      ['an empty description', { name: 'N', description: '' }, 'description'],
      ['a blank description', { name: 'N', description: ' \t ' }, 'description'],
      ['a description over 500 characters', { name: 'N', description: 'x'.repeat(501) }, 'description'],
      ['no body', undefined, 'body'],
    ])('refuses %s with 400 VALIDATION_ERROR', async (_case, payload, field) => {
      const before = await countViews();
      const response = await create('super@demo.test', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      expect(response.json().error.message).toContain(field);
      expect(await countViews()).toBe(before);
    });

    it('answers 404 for a project that does not exist', async () => {
      const response = await create('super@demo.test', { name: 'N', description: 'D' }, crypto.randomUUID());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });

    it('refuses a request without the project_id header with 400', async () => {
      const response = await create('super@demo.test', { name: 'N', description: 'D' }, null);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('project_id');
    });
  });

  describe('as anyone else', () => {
    it('refuses a project guest with 403 FORBIDDEN', async () => {
      const before = await countViews();
      const response = await create('guest@demo.test', { name: 'N', description: 'D' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      expect(await countViews()).toBe(before);
    });

    it('refuses a project administrator whose system_role is 1 with 403, although the project role may create', async () => {
      const before = await countViews();
      const response = await create('admin@demo.test', { name: 'N', description: 'D' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      expect(await countViews()).toBe(before);
    });

    it("answers 404 'Project not found.' to another company's administrator", async () => {
      const response = await create('other@demo.test', { name: 'N', description: 'D' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });

    it('answers 404 to a same-company user who is not a member of the project', async () => {
      expect((await create('newcomer@demo.test', { name: 'N', description: 'D' })).json()).toEqual(NOT_FOUND);
    });

    itRefusesUnauthenticatedCallers(t, () => ({
      method: 'POST',
      url: URL,
      headers: projectHeader(DEMO_IDS.projects.spring),
      payload: { name: 'N', description: 'D' },
    }));
  });
});

import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { createKey } from '../api-keys/api-key-helpers.js';

const SPRING = DEMO_IDS.projects.spring;
const url = (projectId: string) => `/api/auth-service/projects/${projectId}`;
const PROJECT_NOT_FOUND = { error: { message: 'Project not found.', code: 'NOT_FOUND', status: 404 } };

describeWithApp('PATCH /api/auth-service/projects/{projectId} (time zone)', (t) => {
  const patch = async (headers: Record<string, string>, payload: unknown, projectId: string = SPRING) =>
    t.app.inject({ method: 'PATCH', url: url(projectId), headers, payload: payload as Record<string, unknown> });
  const as = async (email: string, payload: unknown, projectId: string = SPRING) =>
    patch(await t.authHeader(email), payload, projectId);
  const zoneOf = async (projectId: string = SPRING) =>
    (await t.db.query<{ time_zone: string }>('SELECT time_zone FROM projects WHERE id = $1', [projectId]))[0]
      ?.time_zone;

  let keyWith = '';
  let keyWithout = '';
  beforeAll(async () => {
    keyWith = (await createKey(t, 'admin@demo.test', SPRING, ['project:update'])).secret;
    keyWithout = (await createKey(t, 'admin@demo.test', SPRING, ['project:read'])).secret;
  });

  it('starts every project in UTC and shows the zone with the project, in the list and in my-projects', async () => {
    expect(await zoneOf(DEMO_IDS.projects.globexCosmetics)).toBe('UTC');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/auth-service/my-projects/${DEMO_IDS.projects.globexCosmetics}`,
      headers: await t.authHeader('other@demo.test'),
    });
    expect(mine.json().timeZone).toBe('UTC');
  });

  it('lets a project Administrator set the zone; the project comes back with it, and reads show it', async () => {
    const response = await as('admin@demo.test', { timeZone: 'Australia/Sydney' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: SPRING, name: 'Spring Collection 2026', timeZone: 'Australia/Sydney' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth-service/projects?search=Spring',
      headers: await t.authHeader('guest@demo.test'),
    });
    expect(list.json().data[0].timeZone).toBe('Australia/Sydney');
  });

  it('lets the system super user set it, and takes UTC back', async () => {
    expect((await as('super@demo.test', { timeZone: 'UTC' })).json().timeZone).toBe('UTC');
    expect(await zoneOf()).toBe('UTC');
  });

  it('accepts an API key holding project:update and refuses one without it with 403', async () => {
    expect((await patch({ 'x-api-key': keyWith }, { timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);
    const refused = await patch({ 'x-api-key': keyWithout }, { timeZone: 'Europe/Rome' });
    expect(refused.statusCode).toBe(403);
    expect(await zoneOf()).toBe('Asia/Tokyo');
  });

  it.each([
    [
      'a name Intl does not know',
      { timeZone: 'Mars/Olympus_Mons' },
      "timeZone 'Mars/Olympus_Mons' is not an IANA time zone.",
    ],
    ['an abbreviation that is no zone name', { timeZone: 'CEST' }, "timeZone 'CEST' is not an IANA time zone."],
    ['an offset', { timeZone: '+02:00' }, "timeZone '+02:00' is not an IANA time zone."],
  ])('refuses %s with 400 naming it, changing nothing', async (_what, payload, message) => {
    const before = await zoneOf();
    const response = await as('admin@demo.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { message, code: 'VALIDATION_ERROR', status: 400 } });
    expect(await zoneOf()).toBe(before);
  });

  it.each([
    ['no timeZone', {}],
    ['an empty timeZone', { timeZone: '' }],
    ['a timeZone of 65 characters', { timeZone: `Europe/${'x'.repeat(58)}` }],
    ['a number', { timeZone: 3 }],
    ['null', { timeZone: null }],
    ['an object', { timeZone: { $ne: null } }],
  ])('refuses %s with 400', async (_what, payload) => {
    const response = await as('admin@demo.test', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', status: 400 } });
  });

  it('refuses a body that is not JSON, or a project id that is not a uuid, with 400', async () => {
    const notJson = await t.app.inject({
      method: 'PATCH',
      url: url(SPRING),
      headers: { ...(await t.authHeader('admin@demo.test')), 'content-type': 'application/json' },
      payload: '{"timeZone": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await as('admin@demo.test', { timeZone: 'UTC' }, 'spring')).statusCode).toBe(400);
  });

  it('refuses a project Guest with 403', async () => {
    const response = await as('guest@demo.test', { timeZone: 'Europe/Rome' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN', status: 403 } });
  });

  it("answers 404 'Project not found.' to another company's Administrator, and for a project that does not exist", async () => {
    const response = await as('other@demo.test', { timeZone: 'Europe/Rome' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(PROJECT_NOT_FOUND);
    expect((await as('super@demo.test', { timeZone: 'UTC' }, crypto.randomUUID())).json()).toEqual(PROJECT_NOT_FOUND);
    expect(await zoneOf()).not.toBe('Europe/Rome');
  });

  it("lets another company's Administrator change their own project's zone and only that", async () => {
    expect(
      (await as('other@demo.test', { timeZone: 'Europe/Paris' }, DEMO_IDS.projects.globexCosmetics)).statusCode,
    ).toBe(200);
    expect(await zoneOf(DEMO_IDS.projects.globexCosmetics)).toBe('Europe/Paris');
    expect(await zoneOf()).not.toBe('Europe/Paris');
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'PATCH', url: url(SPRING), payload: { timeZone: 'UTC' } }));
});

import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';

const URL = '/api/content/collection-views';
const SPRING = DEMO_IDS.projects.spring;

interface Fixture {
  scarves: string;
  totes: string;
  wineCollection: string;
  authentic: string;
  counterfeit: string;
}

async function loadFixture(t: TestApp): Promise<Fixture> {
  const id = async (sql: string, name: string) => (await t.db.query<{ id: string }>(sql, [name]))[0]?.id ?? 'missing';
  return {
    scarves: await id('SELECT id FROM collections WHERE name = $1', 'Silk Scarves'),
    totes: await id('SELECT id FROM collections WHERE name = $1', 'Leather Tote Bags'),
    wineCollection: await id('SELECT id FROM collections WHERE name = $1', 'Reserve Cabernet 2024'),
    authentic: await id('SELECT id FROM result_views WHERE name = $1', 'Authentic product'),
    counterfeit: await id('SELECT id FROM result_views WHERE name = $1', 'Counterfeit warning'),
  };
}

describeWithApp('/api/content/collection-views', (t) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await loadFixture(t);
  });

  const send = async (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await t.authHeader(email)), project_id: SPRING },
      ...(payload ? { payload } : {}),
    });
  const list = async (collectionId: string, email = 'guest@demo.test') =>
    (await send(email, 'GET', `${URL}/${collectionId}`)).json().collection_views as {
      id: string;
      view: { name: string };
      language: string;
      is_default: boolean;
    }[];
  const assign = (payload: object, email = 'admin@demo.test') => send(email, 'POST', URL, payload);
  const defaultsByLanguage = async (collectionId: string) =>
    (await list(collectionId))
      .filter((entry) => entry.is_default)
      .map((entry) => `${entry.language}:${entry.view.name}`)
      .sort();

  it('starts empty', async () => {
    expect(await list(f.scarves)).toEqual([]);
  });

  it("assigns with state 'positive' by default and answers the entry with its view", async () => {
    const response = await assign({
      collection_id: f.scarves,
      view_id: f.authentic,
      platform: 'ALL',
      language: 'en',
      is_default: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      collection_id: f.scarves,
      view_id: f.authentic,
      view: { id: f.authentic, name: 'Authentic product' },
      state: 'positive',
      platform: 'ALL',
      language: 'en',
      is_default: true,
    });
  });

  it('keeps one default per language: a new default for de clears the other de default only', async () => {
    const counterfeitDe = await assign({
      collection_id: f.scarves,
      view_id: f.counterfeit,
      platform: 'ALL',
      language: 'de',
      is_default: true,
    });
    expect(counterfeitDe.statusCode).toBe(201);
    const authenticDe = await assign({
      collection_id: f.scarves,
      view_id: f.authentic,
      platform: 'ALL',
      language: 'de',
      is_default: true,
    });
    expect(authenticDe.statusCode).toBe(201);
    expect(await defaultsByLanguage(f.scarves)).toEqual(['de:Authentic product', 'en:Authentic product']);

    const back = await send('admin@demo.test', 'PUT', `${URL}/${counterfeitDe.json().id}`, {
      view_id: f.counterfeit,
      platform: 'ALL',
      language: 'de',
      is_default: true,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().is_default).toBe(true);
    expect(await defaultsByLanguage(f.scarves)).toEqual(['de:Counterfeit warning', 'en:Authentic product']);
  });

  it('keeps defaults apart per platform and per state, inactive and blacklisted tags included', async () => {
    for (const entry of [
      { platform: 'WECHAT', state: 'positive' },
      { platform: 'ALL', state: 'negative' },
      { platform: 'ALL', state: 'inactive' },
      { platform: 'ALL', state: 'blacklisted' },
    ]) {
      const response = await assign({
        collection_id: f.scarves,
        view_id: f.counterfeit,
        language: 'en',
        is_default: true,
        ...entry,
      });
      expect(response.statusCode).toBe(201);
    }
    expect((await list(f.scarves)).filter((entry) => entry.is_default && entry.language === 'en')).toHaveLength(5);
  });

  it('makes the first entry for a state, platform and language their default, a later one only when asked', async () => {
    const entry = (viewId: string) => ({ collection_id: f.scarves, view_id: viewId, platform: 'ALL', language: 'it' });
    const first = await assign({ ...entry(f.authentic), is_default: false });
    expect(first.statusCode).toBe(201);
    expect(first.json().is_default).toBe(true);
    const second = await assign(entry(f.counterfeit));
    expect(second.statusCode).toBe(201);
    expect(second.json().is_default).toBe(false);
    expect((await defaultsByLanguage(f.scarves)).filter((name) => name.startsWith('it:'))).toEqual([
      'it:Authentic product',
    ]);
  });

  it('leaves exactly one default when two admins choose different defaults at once', async () => {
    const choose = (viewId: string) =>
      assign({ collection_id: f.totes, view_id: viewId, platform: 'ALL', language: 'fr', is_default: true });
    const answers = await Promise.all([choose(f.authentic), choose(f.counterfeit)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const frDefaults = (await list(f.totes)).filter((entry) => entry.language === 'fr' && entry.is_default);
    expect(frDefaults).toHaveLength(1);
  });

  it('the database refuses a second default even from a writer that skips the service', async () => {
    await expect(
      t.db.query(
        `INSERT INTO collection_views (collection_id, view_id, platform, language, is_default)
         VALUES ($1, $2, 'ALL', 'en', true)`,
        [f.scarves, f.counterfeit],
      ),
    ).rejects.toThrow(/collection_views_one_default/);
  });

  it('answers 409 for the same view twice for one state, platform and language', async () => {
    const response = await assign({ collection_id: f.scarves, view_id: f.authentic, platform: 'ALL', language: 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This view is already assigned for that state, platform and language.');
  });

  it.each([
    [{ platform: 'ALL', language: 'xx' }, 'language'],
    [{ platform: 'IPHONE', language: 'en' }, 'platform'],
    [{ platform: 'ALL', language: 'en', state: 'maybe' }, 'state'],
    [{ language: 'en' }, 'platform'],
    [{ platform: 'ALL', language: 'en', is_default: 'yes' }, 'is_default'],
  ])('refuses %j with 400 naming the field', async (fields, name) => {
    const response = await assign({ collection_id: f.scarves, view_id: f.authentic, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(name);
  });

  it("answers 404 for a view or collection of another project, and for an entry that is not this project's", async () => {
    const wineCollection = await assign({
      collection_id: f.wineCollection,
      view_id: f.authentic,
      platform: 'ALL',
      language: 'en',
    });
    expect(wineCollection.statusCode).toBe(404);
    expect(wineCollection.json().error.message).toBe('Collection not found.');
    const otherView = await assign({
      collection_id: f.scarves,
      view_id: crypto.randomUUID(),
      platform: 'ALL',
      language: 'it',
    });
    expect(otherView.json().error.message).toBe('Result view not found.');
    const [entry] = await list(f.scarves);
    const fromWine = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${entry?.id}`,
      headers: { ...(await t.authHeader('admin@demo.test')), project_id: DEMO_IDS.projects.wine },
    });
    expect(fromWine.statusCode).toBe(404);
    expect(fromWine.json().error.message).toBe('Result view assignment not found.');
  });

  it('lets a guest read but not assign, change or remove', async () => {
    const [entry] = await list(f.scarves);
    const guestAssign = await assign(
      { collection_id: f.scarves, view_id: f.authentic, platform: 'WHATSAPP', language: 'en' },
      'guest@demo.test',
    );
    expect(guestAssign.statusCode).toBe(403);
    expect((await send('guest@demo.test', 'DELETE', `${URL}/${entry?.id}`)).statusCode).toBe(403);
    expect(
      (
        await send('guest@demo.test', 'PUT', `${URL}/${entry?.id}`, {
          view_id: f.authentic,
          platform: 'ALL',
          language: 'en',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('removes an entry', async () => {
    const before = await list(f.scarves);
    const target = before.find((entry) => entry.language === 'de' && !entry.is_default);
    const response = await send('admin@demo.test', 'DELETE', `${URL}/${target?.id}`);
    expect(response.statusCode).toBe(204);
    expect(await list(f.scarves)).toHaveLength(before.length - 1);
    expect((await send('admin@demo.test', 'DELETE', `${URL}/${target?.id}`)).statusCode).toBe(404);
  });

  itKeepsProjectDataToMembers(t, 'view:read', async (email, projectId) =>
    t.app.inject({
      method: 'GET',
      url: `${URL}/${f.scarves}`,
      headers: { ...(await t.authHeader(email)), project_id: projectId },
    }),
  );

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: `${URL}/${f.scarves}`,
    headers: { project_id: SPRING },
  }));
});

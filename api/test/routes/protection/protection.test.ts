import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { DEFAULT_PROTECTION_RULES } from 'shared/contracts/protection';
import { createKey } from '../api-keys/api-key-helpers.js';
import { collectionIdNamed } from '../../support/seed-lookups.js';

const SPRING = DEMO_IDS.projects.spring;
const ADMIN = 'admin@demo.test';
const PROTECTION = `/api/auth-service/projects/${SPRING}/protection`;
const markets = (collectionId: string) => `/api/warehouse/collections/${collectionId}/markets`;

const withRule = (rule: keyof typeof DEFAULT_PROTECTION_RULES, change: object) => ({
  ...DEFAULT_PROTECTION_RULES,
  [rule]: { ...DEFAULT_PROTECTION_RULES[rule], ...change },
});

describeWithApp('protection settings', (t) => {
  let scarves = '';
  let globexCollection = '';
  beforeAll(async () => {
    scarves = await collectionIdNamed(t, 'Silk Scarves');
    const [other] = await t.db.query<{ id: string }>('SELECT id FROM collections WHERE project_id = $1 LIMIT 1', [
      DEMO_IDS.projects.globexCosmetics,
    ]);
    globexCollection = other!.id;
  });

  const getSettings = async (email = ADMIN, url = PROTECTION) =>
    t.app.inject({ method: 'GET', url, headers: await t.authHeader(email) });
  const putRules = async (payload: unknown, headers?: Record<string, string>, url = PROTECTION) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: headers ?? (await t.authHeader(ADMIN)),
      payload: payload as Record<string, unknown>,
    });
  const putMarkets = async (payload: unknown, collectionId = scarves, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: markets(collectionId),
      headers: { ...(headers ?? (await t.authHeader(ADMIN))), project_id: SPRING },
      payload: payload as Record<string, unknown>,
    });
  const errorOf = (response: { json: () => { error: { code: string; message: string } } }) => response.json().error;

  it("answers the defaults as version 1 to any member, with each collection's markets", async () => {
    const response = await getSettings('guest@demo.test');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ rules: DEFAULT_PROTECTION_RULES, ruleSetVersion: 1, updatedAt: null });
    expect(body.rules.impossibleTravel).toEqual({
      enabled: true,
      autoBlacklist: false,
      maxSpeedKmh: 900,
      minDistanceKm: 50,
    });
    expect(body.collections).toContainEqual({ collectionId: scarves, name: 'Silk Scarves', markets: [] });
  });

  it('replaces the rules, and counts a version only when they change', async () => {
    const changed = withRule('tooManyScans', { maxScans: 50, autoBlacklist: true });
    const first = await putRules(changed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rules: changed, ruleSetVersion: 2 });
    expect(first.json().updatedAt).toEqual(expect.any(String));

    // The same rules in another key order are the same rules.
    const reordered = Object.fromEntries(Object.entries(changed).reverse());
    expect((await putRules(reordered)).json().ruleSetVersion).toBe(2);
    expect((await getSettings('guest@demo.test')).json()).toMatchObject({ rules: changed, ruleSetVersion: 2 });

    expect((await putRules(DEFAULT_PROTECTION_RULES)).json()).toMatchObject({
      rules: DEFAULT_PROTECTION_RULES,
      ruleSetVersion: 3,
    });
  });

  it('refuses rules that are incomplete or out of range, changing nothing', async () => {
    const { tooManyScans: _left, ...missing } = DEFAULT_PROTECTION_RULES;
    const bad: [string, unknown][] = [
      ['a rule missing', missing],
      ['enabled not a boolean', withRule('tagStatus', { enabled: 'yes' })],
      ['a speed of 0', withRule('impossibleTravel', { maxSpeedKmh: 0 })],
      ['a fractional distance', withRule('impossibleTravel', { minDistanceKm: 2.5 })],
      ['a negative distance', withRule('impossibleTravel', { minDistanceKm: -1 })],
      ['too many sessions', withRule('tooManyScans', { maxSessions: 100_001 })],
      ['no failures', withRule('matchFailures', { minFailures: 0 })],
      ['no body', undefined],
    ];
    const before = (await getSettings()).json();
    for (const [name, payload] of bad) {
      const response = await putRules(payload);
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response).code, name).toBe('VALIDATION_ERROR');
    }
    expect((await getSettings()).json()).toEqual(before);
  });

  it('drops keys it does not know, as every route does, storing only the rules', async () => {
    const response = await putRules({
      ...withRule('outsideMarket', { threshold: 3 }),
      geofence: { enabled: true, autoBlacklist: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rules).toEqual(DEFAULT_PROTECTION_RULES);
    const [row] = await t.db.query<{ rules: unknown }>(
      'SELECT rules FROM project_protection_settings WHERE project_id = $1',
      [SPRING],
    );
    expect(row!.rules).toEqual(DEFAULT_PROTECTION_RULES);
  });

  it("sets a collection's markets as a new rule set version, and an empty list turns the rule off", async () => {
    const { ruleSetVersion } = (await getSettings()).json();
    const response = await putMarkets({ markets: ['FR', 'IT'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ruleSetVersion).toBe(ruleSetVersion + 1);
    expect(response.json().collections).toContainEqual({
      collectionId: scarves,
      name: 'Silk Scarves',
      markets: ['FR', 'IT'],
    });
    expect((await putMarkets({ markets: ['FR', 'IT'] })).json().ruleSetVersion).toBe(ruleSetVersion + 1);
    const cleared = await putMarkets({ markets: [] });
    expect(cleared.json().ruleSetVersion).toBe(ruleSetVersion + 2);
    expect(cleared.json().collections).toContainEqual({ collectionId: scarves, name: 'Silk Scarves', markets: [] });
  });

  it('refuses markets that are not ISO codes in capitals, named twice, or too many', async () => {
    const cases: [unknown, string | undefined][] = [
      [{ markets: ['fr'] }, undefined],
      [{ markets: ['FRA'] }, undefined],
      [{ markets: [''] }, undefined],
      [{ markets: 'FR' }, undefined],
      [{}, undefined],
      [{ markets: Array.from({ length: 251 }, () => 'FR') }, undefined],
      [{ markets: ['FR', 'IT', 'FR'] }, 'markets names FR twice.'],
    ];
    for (const [payload, message] of cases) {
      const response = await putMarkets(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
      if (message) expect(errorOf(response).message).toBe(message);
    }
  });

  it("answers 404 for another project's collection and for no collection", async () => {
    for (const collectionId of [globexCollection, crypto.randomUUID()]) {
      const response = await putMarkets({ markets: ['FR'] }, collectionId);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Collection not found.' });
    }
    expect((await putMarkets({ markets: ['FR'] }, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses anonymous callers, guests, another company and API keys without project:update', async () => {
    expect((await t.app.inject({ method: 'GET', url: PROTECTION })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: PROTECTION, payload: DEFAULT_PROTECTION_RULES })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: markets(scarves),
          headers: { project_id: SPRING },
          payload: { markets: [] },
        })
      ).statusCode,
    ).toBe(401);

    const guest = await t.authHeader('guest@demo.test');
    expect(errorOf(await putRules(DEFAULT_PROTECTION_RULES, guest)).code).toBe('FORBIDDEN');
    expect(errorOf(await putMarkets({ markets: [] }, scarves, guest)).code).toBe('FORBIDDEN');

    const other = await t.authHeader('other@demo.test');
    expect((await getSettings('other@demo.test')).statusCode).toBe(404);
    expect(errorOf(await putRules(DEFAULT_PROTECTION_RULES, other)).message).toBe('Project not found.');
    expect(errorOf(await putMarkets({ markets: [] }, scarves, other)).message).toBe('Project not found.');
    expect((await getSettings(ADMIN, `/api/auth-service/projects/${crypto.randomUUID()}/protection`)).statusCode).toBe(
      404,
    );

    const readKey = { 'x-api-key': (await createKey(t, ADMIN, SPRING, ['scan-event:read'])).secret };
    const updateKey = { 'x-api-key': (await createKey(t, ADMIN, SPRING, ['project:update'])).secret };
    const readProjectKey = { 'x-api-key': (await createKey(t, ADMIN, SPRING, ['project:read'])).secret };
    expect((await t.app.inject({ method: 'GET', url: PROTECTION, headers: readKey })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: PROTECTION, headers: readProjectKey })).statusCode).toBe(200);
    expect((await putRules(DEFAULT_PROTECTION_RULES, readProjectKey)).statusCode).toBe(403);
    expect((await putMarkets({ markets: [] }, scarves, readProjectKey)).statusCode).toBe(403);
    expect((await putRules(DEFAULT_PROTECTION_RULES, updateKey)).statusCode).toBe(200);
    expect((await putMarkets({ markets: [] }, scarves, updateKey)).statusCode).toBe(200);
  });
});

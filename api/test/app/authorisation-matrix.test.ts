import { beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { describeWithApp, type TestApp } from '../support/test-app.js';
import { shortCodeOf } from '../../src/services/tags/short-codes.js';
import { DEMO_IDS, DEMO_PASSWORD } from '../../src/seed/demo-data.js';
import { PROJECT_ROLE, type PermissionName } from 'shared/contracts/roles';
import { DEFAULT_PROTECTION_RULES } from 'shared/contracts/protection';
import { multipartForm } from '../support/multipart.js';
import { testImage } from '../support/images.js';
import { createKey } from '../routes/api-keys/api-key-helpers.js';
import { tagIdAt } from '../support/seed-lookups.js';
import { openScanPage } from '../support/scan-pages.js';

/**
 * Every route × every kind of caller, with the answer each must get. The rows are checked against the
 * routes the app registers, so a new route without a row fails here (DESIGN: authorisation on every
 * endpoint). Mutating rows set up their own target per caller, so every caller meets the same state.
 *
 * Two more callers are project API keys of Spring owned by its Administrator (admin@demo.test): one
 * holding exactly the scope the row names, one holding another scope. A row with a scope accepts keys:
 * the key with the scope gets what its owner gets, the other 403. A row without one refuses keys (403),
 * unless it is public.
 */

const USER_CALLERS = ['anonymous', 'unverified', 'guest', 'admin', 'otherAdmin', 'superUser'] as const;
const KEY_CALLERS = ['keyWithScope', 'keyWithoutScope'] as const;
const CALLERS = [...USER_CALLERS, ...KEY_CALLERS] as const;
type UserCaller = (typeof USER_CALLERS)[number];
type Caller = (typeof CALLERS)[number];

const EMAILS: Record<Exclude<UserCaller, 'anonymous'>, string> = {
  unverified: 'unverified@demo.test',
  guest: 'guest@demo.test',
  admin: 'admin@demo.test',
  otherAdmin: 'other@demo.test',
  superUser: 'super@demo.test',
};

const SPRING = DEMO_IDS.projects.spring;
const inSpring = { project_id: SPRING };

interface Fixture {
  scarves: string;
  authentic: string;
  counterfeit: string;
}

type Request = Omit<InjectOptions, 'headers'> & { url: string; headers?: Record<string, string> };
interface Row {
  /** `METHOD /registered/url/:param`, as Fastify registered it. */
  route: string;
  /** Names the case when one route has more than one row (e.g. a project's and a company's invitations). */
  case?: string;
  request: (f: Fixture, caller: Caller, t: TestApp) => Request | Promise<Request>;
  expect: Record<UserCaller, number>;
  /** The permission a project API key needs here; absent when the route refuses keys. */
  scope?: PermissionName;
  /** No credentials needed: every caller, key or not, gets the same answer. */
  public?: true;
}

/** Expected answers in CALLERS order: anonymous, unverified, guest, admin, otherAdmin, superUser. */
const answers = (...codes: [number, number, number, number, number, number]): Record<UserCaller, number> =>
  Object.fromEntries(USER_CALLERS.map((caller, index) => [caller, codes[index]])) as Record<UserCaller, number>;
/** No credentials needed: every caller, API key or not, gets the same answer. */
const publicRoute = (code: number) => ({ expect: answers(code, code, code, code, code, code), public: true as const });
/** A project read: members of Spring (and the super user) get it, another company learns nothing. */
const projectRead = answers(401, 403, 200, 200, 404, 200);
/** A project write for Administrators: guests are refused, another company learns nothing. */
const adminWrite = (code: number) => answers(401, 403, 403, code, 404, code);
/** Provider-only writes (system_role above 1). */
const providerWrite = (code: number) => answers(401, 403, 403, 403, 404, code);
const anyVerifiedUser = answers(401, 403, 200, 200, 200, 200);

const uniqueEmail = (caller: Caller) => `${caller.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@matrix.example`;

async function addSpringMember(t: TestApp): Promise<string> {
  const [user] = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, company_id, is_verified) VALUES ($1, 'x', $2, true) RETURNING id`,
    [uniqueEmail('guest'), DEMO_IDS.companies.acme],
  );
  await t.db.query('INSERT INTO user_projects (user_id, project_id, role_id) VALUES ($1, $2, $3)', [
    user?.id,
    SPRING,
    PROJECT_ROLE.GUEST,
  ]);
  return user?.id ?? '';
}

async function addSpringInvitation(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO invitations (token_hash, type, email, company_id, project_id, project_role_id, expires_at)
     VALUES (md5(random()::text) || md5(random()::text), 'PROJECT:NEW_EXTERNAL_USER:USER', $1, $2, $3, $4,
             now() + interval '1 day')
     RETURNING id`,
    [uniqueEmail('guest'), DEMO_IDS.companies.acme, SPRING, PROJECT_ROLE.GUEST],
  );
  return row?.id ?? '';
}

async function addAcmeInvitation(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO invitations (token_hash, type, email, company_id, expires_at)
     VALUES (md5(random()::text) || md5(random()::text), 'INVITE_COMPANY_USER', $1, $2, now() + interval '1 day')
     RETURNING id`,
    [uniqueEmail('guest'), DEMO_IDS.companies.acme],
  );
  return row?.id ?? '';
}

async function addSpringApiKey(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO api_keys (project_id, owner_user_id, scopes, prefix, secret_hash)
     SELECT $1, id, '{tag:read}', left(md5(random()::text), 12), md5(random()::text) || md5(random()::text)
     FROM users WHERE email = 'admin@demo.test'
     RETURNING id`,
    [SPRING],
  );
  return row?.id ?? '';
}

/** A view as the editor saves it: everything GET answers that PUT takes. */
async function savedViewBody(t: TestApp, viewId: string): Promise<Record<string, unknown>> {
  const [row] = await t.db.query<Record<string, unknown>>(
    `SELECT name, description, display_state, display_details, display_description, product_image_url,
       product_image_asset_id, logo_image_url, logo_image_asset_id, icon_image_asset_id, style, content
     FROM result_views WHERE id = $1`,
    [viewId],
  );
  return row ?? {};
}

async function addSpringView(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO result_views (project_id, name, description) VALUES ($1, 'Doomed', 'Deleted by the matrix.') RETURNING id`,
    [SPRING],
  );
  return row?.id ?? '';
}

async function scarvesTagCode(t: TestApp, f: Fixture): Promise<string> {
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM tags WHERE collection_id = $1 LIMIT 1', [f.scarves]);
  return shortCodeOf(row?.id ?? '');
}

async function addScarvesAssignment(t: TestApp, f: Fixture, language: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO collection_views (collection_id, view_id, platform, language) VALUES ($1, $2, 'WECHAT', $3)
     ON CONFLICT (collection_id, view_id, state, platform, language) DO UPDATE SET is_default = false
     RETURNING id`,
    [f.scarves, f.counterfeit, language],
  );
  return row?.id ?? '';
}

/** POST /assets: a small png and its name, as a browser's form sends them. */
async function assetUpload(): Promise<Request> {
  const form = multipartForm([
    { name: 'assetFile', filename: 'matrix.png', contentType: 'image/png', data: await testImage('png', 8, 8) },
    { name: 'name', value: 'Matrix asset' },
  ]);
  return {
    method: 'POST',
    url: '/api/content/assets',
    headers: { ...inSpring, ...form.headers },
    payload: form.payload,
  };
}

const matrixAssetUrls = new WeakMap<TestApp, Promise<string>>();
/** One asset of Spring per app, uploaded by its Administrator the first time a row asks. */
async function springAssetUrl(t: TestApp): Promise<string> {
  const url =
    matrixAssetUrls.get(t) ??
    (async () => {
      const { headers = {}, ...request } = await assetUpload();
      const response = await t.app.inject({
        ...request,
        headers: { ...headers, ...(await t.authHeader('admin@demo.test')) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().url as string;
    })();
  matrixAssetUrls.set(t, url);
  return url;
}

/** POST …/reports: the scan page's report of a scan it recorded, with a photo, as a browser's form sends it. */
async function reportUpload(t: TestApp): Promise<Request> {
  const { code, clientScanId } = await openScanPage(t, 0);
  const form = multipartForm([
    { name: 'clientScanId', value: clientScanId },
    { name: 'description', value: 'Matrix report' },
    { name: 'photos', filename: 'matrix.jpg', contentType: 'image/jpeg', data: await testImage('jpeg', 8, 8) },
  ]);
  return { method: 'POST', url: `/api/content/scan-pages/${code}/reports`, ...form };
}

const matrixReports = new WeakMap<TestApp, Promise<{ id: string; photoUrl: string }>>();
/** One report of Spring per app, with a photo, sent the first time a row asks. */
async function springReport(t: TestApp): Promise<{ id: string; photoUrl: string }> {
  const report =
    matrixReports.get(t) ??
    (async () => {
      const response = await t.app.inject(await reportUpload(t));
      expect(response.statusCode, response.body).toBe(201);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/events/consumer-reports?project_id=${SPRING}&limit=1`,
        headers: await t.authHeader('admin@demo.test'),
      });
      const [row] = list.json().data as { id: string; photos: { thumbnail: { url: string } }[] }[];
      return { id: row!.id, photoUrl: row!.photos[0]!.thumbnail.url };
    })();
  matrixReports.set(t, report);
  return report;
}

/**
 * A tag data upload session of Spring's scarves owned by the caller (a key's owner for keys), holding one
 * staged part of one row; the caller's other sessions go first, so the open-session limit never answers.
 */
/** The row each kind of session stages for the commit: a tag's metadata, or a status for tag 3. */
const STAGED_ROW = {
  metadata: { sequence: 1, vals: '{"matrix": "upload"}' },
  status: { sequence: 3, vals: '{"status": "inactive", "note": "matrix"}' },
} as const;

async function addTagDataUpload(
  t: TestApp,
  f: Fixture,
  caller: Caller,
  kind: keyof typeof STAGED_ROW = 'metadata',
): Promise<string> {
  const email = caller in EMAILS ? EMAILS[caller as keyof typeof EMAILS] : 'admin@demo.test';
  const owner = await t.userId(email);
  await t.db.query('DELETE FROM tag_data_uploads WHERE owner_user_id = $1', [owner]);
  const [upload] = await t.db.query<{ id: string }>(
    `INSERT INTO tag_data_uploads (project_id, collection_id, owner_user_id, kind, mode, expires_at)
     VALUES ($1, $2, $3, $4, 'tag', now() + interval '1 day') RETURNING id`,
    [SPRING, f.scarves, owner, kind],
  );
  await t.db.query('INSERT INTO tag_data_upload_parts (upload_id, part_number, row_count) VALUES ($1, 1, 1)', [
    upload?.id,
  ]);
  await t.db.query(
    `INSERT INTO tag_data_upload_rows (upload_id, part_number, row_number, tag_id, vals)
     SELECT $1, 1, 2, id, $3::jsonb FROM tags WHERE collection_id = $2 AND sequence_number = $4`,
    [upload?.id, f.scarves, STAGED_ROW[kind].vals, STAGED_ROW[kind].sequence],
  );
  return upload?.id ?? '';
}

const LANGUAGE_OF: Record<Caller, string> = {
  anonymous: 'es',
  unverified: 'fr',
  guest: 'it',
  admin: 'pt',
  otherAdmin: 'nl',
  superUser: 'ja',
  keyWithScope: 'vi',
  keyWithoutScope: 'zh',
};

/** A webhook of Spring to a closed local port: the matrix's sends fail fast and harm nothing. */
async function addSpringWebhook(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO webhook_endpoints (project_id, url, events, secret_ciphertext)
     VALUES ($1, 'http://127.0.0.1:9/hooks', '{tag.status_changed}', $2) RETURNING id`,
    [SPRING, t.app.webhookSecrets.seal('whsec_bWF0cml4LXNlY3JldC1tYXRyaXgtc2VjcmV0')],
  );
  return row?.id ?? '';
}

/** A Spring tag with no case open, for a case of its own. */
async function springTagWithoutCase(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id
     WHERE c.project_id = $1 AND NOT EXISTS (SELECT 1 FROM cases k WHERE k.tag_id = t.id AND k.status <> 'closed')
     ORDER BY t.id LIMIT 1`,
    [SPRING],
  );
  return row?.id ?? '';
}

/** An open case of Spring, opened by hand, on a tag of its own. */
async function addSpringCase(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO cases (project_id, tag_id, opened_by) VALUES ($1, $2, 'hand') RETURNING id`,
    [SPRING, await springTagWithoutCase(t)],
  );
  return row?.id ?? '';
}

/** An alert rule of Spring, emailing its Administrator. */
async function addSpringAlertRule(t: TestApp): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO alert_rules (project_id, name, recipient_ids)
     SELECT $1, 'Matrix', ARRAY[id] FROM users WHERE email = 'admin@demo.test' RETURNING id`,
    [SPRING],
  );
  return row?.id ?? '';
}

/** A delivered message of a new webhook of Spring, which may be redelivered. */
async function addSpringDelivery(t: TestApp): Promise<{ webhookId: string; deliveryId: string }> {
  const webhookId = await addSpringWebhook(t);
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_type, body, state, finished_at)
     VALUES ($1, 'webhook.test', '{}', 'delivered', now()) RETURNING id`,
    [webhookId],
  );
  return { webhookId, deliveryId: row?.id ?? '' };
}

const ROWS: Row[] = [
  {
    route: 'GET /api/health',
    request: () => ({ method: 'GET', url: '/api/health' }),
    ...publicRoute(200),
  },
  {
    route: 'GET /api/dev/outbox',
    request: () => ({ method: 'GET', url: '/api/dev/outbox?to=guest@demo.test' }),
    expect: answers(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/auth-service/auth/login',
    request: () => ({
      method: 'POST',
      url: '/api/auth-service/auth/login',
      payload: { email: 'guest@demo.test', password: DEMO_PASSWORD },
    }),
    ...publicRoute(200),
  },
  {
    route: 'POST /api/auth-service/auth/refresh',
    request: () => ({
      method: 'POST',
      url: '/api/auth-service/auth/refresh',
      headers: { 'x-refresh-token': 'not-a-refresh-token' },
      payload: { email: 'guest@demo.test' },
    }),
    ...publicRoute(401),
  },
  {
    route: 'POST /api/auth-service/auth/logout',
    request: () => ({
      method: 'POST',
      url: '/api/auth-service/auth/logout',
      headers: { 'x-refresh-token': 'not-a-refresh-token' },
    }),
    ...publicRoute(204),
  },
  {
    route: 'POST /api/auth-service/auth/password-reset',
    request: (_f, caller) => ({
      method: 'POST',
      url: '/api/auth-service/auth/password-reset',
      payload: { email: uniqueEmail(caller) },
    }),
    ...publicRoute(202),
  },
  {
    route: 'POST /api/auth-service/auth/password-reset/confirm',
    request: () => ({
      method: 'POST',
      url: '/api/auth-service/auth/password-reset/confirm',
      payload: { token: 'not-a-reset-token', password: 'NewPass123' },
    }),
    ...publicRoute(400),
  },
  {
    route: 'POST /api/auth-service/users',
    request: (_f, caller) => ({
      method: 'POST',
      url: '/api/auth-service/users',
      payload: {
        first_name: 'Matrix',
        last_name: 'Caller',
        email: uniqueEmail(caller),
        password: 'NewPass123',
        accepted_terms: true,
      },
    }),
    ...publicRoute(201),
  },
  {
    route: 'POST /api/auth-service/users/verification-email',
    request: (_f, caller) => ({
      method: 'POST',
      url: '/api/auth-service/users/verification-email',
      payload: { email: uniqueEmail(caller) },
    }),
    ...publicRoute(202),
  },
  {
    route: 'POST /api/auth-service/invitations/activate/:token',
    request: () => ({ method: 'POST', url: `/api/auth-service/invitations/activate/${'x'.repeat(43)}` }),
    ...publicRoute(400),
  },
  {
    route: 'GET /api/auth-service/invitations/:token',
    request: () => ({ method: 'GET', url: `/api/auth-service/invitations/${'x'.repeat(43)}` }),
    ...publicRoute(404),
  },
  {
    route: 'POST /api/auth-service/invitations/:token/activate',
    request: () => ({ method: 'POST', url: `/api/auth-service/invitations/${'x'.repeat(43)}/activate` }),
    expect: answers(401, 400, 400, 400, 400, 400),
  },
  {
    route: 'POST /api/auth-service/help-requests',
    request: (_f, caller) => ({
      method: 'POST',
      url: '/api/auth-service/help-requests',
      payload: { reply_to: uniqueEmail(caller), subject: 'Matrix', message: 'Checking who may ask for help.' },
    }),
    // Anyone may ask for help, signed in or not (ADR 0032); API keys are refused.
    expect: answers(201, 201, 201, 201, 201, 201),
  },
  {
    route: 'GET /api/auth-service/auth/profile',
    request: () => ({ method: 'GET', url: '/api/auth-service/auth/profile' }),
    expect: answers(401, 200, 200, 200, 200, 200),
  },
  {
    route: 'PATCH /api/auth-service/auth/profile',
    request: () => ({
      method: 'PATCH',
      url: '/api/auth-service/auth/profile',
      payload: { first_name: 'Matrix', last_name: 'Caller', accepted_terms: true },
    }),
    expect: answers(401, 200, 200, 200, 200, 200),
  },
  {
    route: 'GET /api/auth-service/projects',
    request: () => ({ method: 'GET', url: '/api/auth-service/projects' }),
    expect: anyVerifiedUser,
  },
  {
    route: 'POST /api/auth-service/projects',
    request: () => ({
      method: 'POST',
      url: '/api/auth-service/projects',
      payload: { name: 'Matrix project', companyId: DEMO_IDS.companies.acme },
    }),
    expect: answers(401, 403, 403, 403, 403, 201),
  },
  {
    route: 'GET /api/auth-service/my-projects/:projectId',
    request: () => ({ method: 'GET', url: `/api/auth-service/my-projects/${SPRING}` }),
    expect: projectRead,
  },
  {
    route: 'PATCH /api/auth-service/projects/:projectId',
    scope: 'project:update',
    request: () => ({ method: 'PATCH', url: `/api/auth-service/projects/${SPRING}`, payload: { timeZone: 'UTC' } }),
    expect: adminWrite(200),
  },
  {
    route: 'GET /api/auth-service/projects/:projectId/protection',
    scope: 'project:read',
    request: () => ({ method: 'GET', url: `/api/auth-service/projects/${SPRING}/protection` }),
    expect: projectRead,
  },
  {
    route: 'PUT /api/auth-service/projects/:projectId/protection',
    scope: 'project:update',
    request: () => ({
      method: 'PUT',
      url: `/api/auth-service/projects/${SPRING}/protection`,
      payload: DEFAULT_PROTECTION_RULES,
    }),
    expect: adminWrite(200),
  },
  {
    route: 'PUT /api/warehouse/collections/:collectionId/markets',
    scope: 'project:update',
    request: (f) => ({
      method: 'PUT',
      url: `/api/warehouse/collections/${f.scarves}/markets`,
      headers: inSpring,
      payload: { markets: [] },
    }),
    expect: adminWrite(200),
  },
  {
    route: 'GET /api/auth-service/companies',
    request: () => ({ method: 'GET', url: '/api/auth-service/companies' }),
    expect: anyVerifiedUser,
  },
  {
    route: 'POST /api/auth-service/companies',
    request: (_f, caller) => ({
      method: 'POST',
      url: '/api/auth-service/companies',
      payload: { name: `Matrix ${caller}`, domain: 'https://matrix.example', description: 'Made by the matrix.' },
    }),
    expect: answers(401, 403, 403, 403, 403, 201),
  },
  {
    route: 'PATCH /api/auth-service/companies/:companyId',
    request: () => ({
      method: 'PATCH',
      url: `/api/auth-service/companies/${DEMO_IDS.companies.acme}`,
      payload: { max_fingerprints: 100_000 },
    }),
    expect: answers(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/auth-service/companies/:companyId/tags',
    request: () => ({ method: 'POST', url: `/api/auth-service/companies/${DEMO_IDS.companies.acme}/tags` }),
    expect: answers(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/auth-service/companies/:companyId/users',
    request: () => ({ method: 'GET', url: `/api/auth-service/companies/${DEMO_IDS.companies.acme}/users` }),
    expect: projectRead,
  },
  {
    route: 'GET /api/auth-service/projects/:projectId/users',
    request: () => ({ method: 'GET', url: `/api/auth-service/projects/${SPRING}/users` }),
    expect: projectRead,
  },
  {
    route: 'POST /api/auth-service/projects/:projectId/users',
    request: (_f, caller) => ({
      method: 'POST',
      url: `/api/auth-service/projects/${SPRING}/users`,
      payload: { users: [{ email: uniqueEmail(caller), projectRoleId: PROJECT_ROLE.GUEST }] },
    }),
    expect: adminWrite(201),
  },
  {
    route: 'DELETE /api/auth-service/projects/:projectId/user/:userId',
    request: async (_f, _caller, t) => ({
      method: 'DELETE',
      url: `/api/auth-service/projects/${SPRING}/user/${await addSpringMember(t)}`,
    }),
    expect: adminWrite(204),
  },
  {
    route: 'GET /api/auth-service/invitations',
    request: () => ({ method: 'GET', url: `/api/auth-service/invitations?projectId=${SPRING}` }),
    expect: projectRead,
  },
  {
    route: 'GET /api/auth-service/invitations',
    case: "a company's",
    request: () => ({ method: 'GET', url: `/api/auth-service/invitations?companyId=${DEMO_IDS.companies.acme}` }),
    expect: answers(401, 403, 200, 200, 404, 200),
  },
  {
    route: 'POST /api/auth-service/invitations',
    request: (_f, caller) => ({
      method: 'POST',
      url: '/api/auth-service/invitations',
      payload: { email: uniqueEmail(caller), type: 'INVITE_COMPANY_USER', company_id: DEMO_IDS.companies.acme },
    }),
    expect: answers(401, 403, 201, 201, 404, 201),
  },
  {
    route: 'DELETE /api/auth-service/invitations/:invitationId',
    request: async (_f, _caller, t) => ({
      method: 'DELETE',
      url: `/api/auth-service/invitations/${await addSpringInvitation(t)}`,
      headers: inSpring,
    }),
    expect: adminWrite(204),
  },
  {
    route: 'DELETE /api/auth-service/invitations/:invitationId',
    case: "a company's",
    request: async (_f, _caller, t) => ({
      method: 'DELETE',
      url: `/api/auth-service/invitations/${await addAcmeInvitation(t)}`,
    }),
    expect: answers(401, 403, 204, 204, 404, 204),
  },
  {
    route: 'GET /api/auth-service/roles',
    request: () => ({ method: 'GET', url: '/api/auth-service/roles' }),
    expect: anyVerifiedUser,
  },
  {
    route: 'GET /api/auth-service/permissions',
    request: () => ({ method: 'GET', url: '/api/auth-service/permissions' }),
    expect: answers(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/auth-service/api-keys',
    request: () => ({ method: 'GET', url: `/api/auth-service/api-keys?projectId=${SPRING}` }),
    expect: projectRead,
  },
  {
    route: 'POST /api/auth-service/api-keys',
    request: () => ({
      method: 'POST',
      url: '/api/auth-service/api-keys',
      payload: { projectId: SPRING, scopes: ['tag:read'] },
    }),
    expect: adminWrite(201),
  },
  {
    route: 'DELETE /api/auth-service/api-keys/:apiKeyId',
    request: async (_f, _caller, t) => ({
      method: 'DELETE',
      url: `/api/auth-service/api-keys/${await addSpringApiKey(t)}`,
    }),
    expect: adminWrite(204),
  },
  {
    route: 'GET /api/warehouse/collections',
    scope: 'collection:read',
    request: () => ({ method: 'GET', url: '/api/warehouse/collections', headers: inSpring }),
    expect: projectRead,
  },
  {
    route: 'POST /api/warehouse/collections',
    scope: 'collection:create',
    request: () => ({
      method: 'POST',
      url: '/api/warehouse/collections',
      headers: inSpring,
      payload: { name: 'Matrix' },
    }),
    expect: providerWrite(201),
  },
  {
    route: 'GET /api/warehouse/collections/:collectionId',
    scope: 'collection:read',
    request: (f) => ({ method: 'GET', url: `/api/warehouse/collections/${f.scarves}`, headers: inSpring }),
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/collections/:collectionId/print-quality',
    scope: 'collection:read',
    request: (f) => ({
      method: 'GET',
      url: `/api/warehouse/collections/${f.scarves}/print-quality`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/collections/:collectionId/tag-orders',
    scope: 'tag-order:read',
    request: (f) => ({ method: 'GET', url: `/api/warehouse/collections/${f.scarves}/tag-orders`, headers: inSpring }),
    expect: projectRead,
  },
  {
    route: 'POST /api/warehouse/collections/:collectionId/tag-orders',
    scope: 'tag-order:create',
    request: (f) => ({
      method: 'POST',
      url: `/api/warehouse/collections/${f.scarves}/tag-orders`,
      headers: inSpring,
      payload: { numberOfTags: 1 },
    }),
    expect: providerWrite(201),
  },
  {
    route: 'GET /api/warehouse/tags',
    scope: 'tag:read',
    request: (f) => ({
      method: 'GET',
      url: `/api/warehouse/tags?collectionIds[]=${f.scarves}&limit=1`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/tags/:tagId/png',
    scope: 'tag:read',
    request: async (f, _caller, t) => {
      const [tag] = await t.db.query<{ id: string }>('SELECT id FROM tags WHERE collection_id = $1 LIMIT 1', [
        f.scarves,
      ]);
      return { method: 'GET', url: `/api/warehouse/tags/${tag?.id}/png?size=160`, headers: inSpring };
    },
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/tags/:tagId',
    scope: 'tag:read',
    request: async (f, _caller, t) => ({
      method: 'GET',
      url: `/api/warehouse/tags/${await tagIdAt(t, f.scarves, 0)}`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/tags/lookup',
    scope: 'tag:read',
    request: (f) => ({
      method: 'GET',
      url: `/api/warehouse/tags/lookup?collectionId=${f.scarves}&q=3`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/tags/:tagId/status',
    scope: 'tag:read',
    request: async (f, _caller, t) => ({
      method: 'GET',
      url: `/api/warehouse/tags/${await tagIdAt(t, f.scarves, 0)}/status`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/tags/:tagId/scans',
    scope: 'scan-event:read',
    request: async (f, _caller, t) => ({
      method: 'GET',
      url: `/api/warehouse/tags/${await tagIdAt(t, f.scarves, 0)}/scans`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/tags/:tagId/consumer-views',
    scope: 'tag:read',
    request: async (f, _caller, t) => ({
      method: 'GET',
      url: `/api/warehouse/tags/${await tagIdAt(t, f.scarves, 0)}/consumer-views`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/warehouse/tags/:tagId/consumer-views/:status/page',
    scope: 'tag:read',
    request: async (f, _caller, t) => ({
      method: 'GET',
      url: `/api/warehouse/tags/${await tagIdAt(t, f.scarves, 0)}/consumer-views/blacklisted/page`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'PUT /api/warehouse/tags/:tagId/status',
    scope: 'tag:update-status',
    request: async (f, _caller, t) => ({
      method: 'PUT',
      url: `/api/warehouse/tags/${await tagIdAt(t, f.scarves, 0)}/status`,
      headers: inSpring,
      payload: { status: 'inactive', note: 'matrix' },
    }),
    expect: adminWrite(200),
  },
  {
    route: 'PUT /api/warehouse/collections/:collectionId/tags/status',
    scope: 'tag:update-status',
    request: (f) => ({
      method: 'PUT',
      url: `/api/warehouse/collections/${f.scarves}/tags/status`,
      headers: inSpring,
      payload: { fromIndex: 5, toIndex: 9, status: 'blacklisted', reason: 'stolen_stock' },
    }),
    expect: adminWrite(200),
  },
  ...(['tag-metadata', 'tag-custom-attributes'] as const).map((path): Row => ({
    route: `PUT /api/warehouse/collections/:collectionId/${path}`,
    scope: 'tag-data:create',
    request: async (f, caller, t) => {
      const [tag] = await t.db.query<{ id: string }>(
        'SELECT id FROM tags WHERE collection_id = $1 AND sequence_number = 0',
        [f.scarves],
      );
      return {
        method: 'PUT',
        url: `/api/warehouse/collections/${f.scarves}/${path}`,
        headers: { ...inSpring, 'content-type': 'application/x-ndjson' },
        payload: JSON.stringify({ row: 2, tag_id: tag?.id, values: { matrix: caller } }),
      };
    },
    expect: adminWrite(200),
  })),
  // A session's kind decides the permission (docs/adr/0057): a row per kind for each session route.
  ...(
    [
      { kind: 'metadata', scope: 'tag-data:create' },
      { kind: 'status', scope: 'tag:update-status' },
    ] as const
  ).flatMap(({ kind, scope }): Row[] => [
    {
      route: 'POST /api/warehouse/collections/:collectionId/tag-data/uploads',
      case: kind,
      scope,
      request: async (f, _caller, t) => {
        await t.db.query('DELETE FROM tag_data_uploads WHERE project_id = $1', [SPRING]);
        return {
          method: 'POST',
          url: `/api/warehouse/collections/${f.scarves}/tag-data/uploads`,
          headers: inSpring,
          payload: { kind },
        };
      },
      expect: adminWrite(201),
    },
    {
      route: 'PUT /api/warehouse/collections/:collectionId/tag-data/uploads/:uploadId/parts/:partNumber',
      case: kind,
      scope,
      request: async (f, caller, t) => {
        const [tag] = await t.db.query<{ id: string }>(
          'SELECT id FROM tags WHERE collection_id = $1 AND sequence_number = 2',
          [f.scarves],
        );
        const line =
          kind === 'status'
            ? { row: 3, tag_id: tag?.id, status: 'inactive', note: caller }
            : { row: 3, tag_id: tag?.id, values: { matrix: caller } };
        return {
          method: 'PUT',
          url: `/api/warehouse/collections/${f.scarves}/tag-data/uploads/${await addTagDataUpload(t, f, caller, kind)}/parts/2`,
          headers: { ...inSpring, 'content-type': 'application/x-ndjson' },
          payload: JSON.stringify(line),
        };
      },
      expect: adminWrite(200),
    },
    {
      route: 'POST /api/warehouse/collections/:collectionId/tag-data/uploads/:uploadId/commit',
      case: kind,
      scope,
      request: async (f, caller, t) => ({
        method: 'POST',
        url: `/api/warehouse/collections/${f.scarves}/tag-data/uploads/${await addTagDataUpload(t, f, caller, kind)}/commit`,
        headers: inSpring,
        payload: { parts: 1, rows: 1 },
      }),
      expect: adminWrite(200),
    },
    {
      route: 'DELETE /api/warehouse/collections/:collectionId/tag-data/uploads/:uploadId',
      case: kind,
      scope,
      request: async (f, caller, t) => ({
        method: 'DELETE',
        url: `/api/warehouse/collections/${f.scarves}/tag-data/uploads/${await addTagDataUpload(t, f, caller, kind)}`,
        headers: inSpring,
      }),
      expect: adminWrite(204),
    },
  ]),
  {
    route: 'GET /api/content/views',
    scope: 'view:read',
    request: () => ({ method: 'GET', url: '/api/content/views', headers: inSpring }),
    expect: projectRead,
  },
  {
    route: 'POST /api/content/views',
    scope: 'view:create',
    request: () => ({
      method: 'POST',
      url: '/api/content/views',
      headers: inSpring,
      payload: { name: 'Matrix view', description: 'Made by the authorisation matrix.' },
    }),
    expect: providerWrite(201),
  },
  {
    route: 'GET /api/content/views/:viewId',
    scope: 'view:read',
    request: (f) => ({ method: 'GET', url: `/api/content/views/${f.authentic}`, headers: inSpring }),
    expect: projectRead,
  },
  {
    route: 'PUT /api/content/views/:viewId',
    scope: 'view:create',
    request: async (f, _caller, t) => ({
      method: 'PUT',
      url: `/api/content/views/${f.authentic}`,
      // Over any version: this row is about who may save, view-versions.test.ts about which version.
      headers: { ...inSpring, 'if-match': '*' },
      payload: await savedViewBody(t, f.authentic),
    }),
    expect: providerWrite(200),
  },
  {
    route: 'DELETE /api/content/views/:viewId',
    scope: 'view:create',
    request: async (_f, _caller, t) => ({
      method: 'DELETE',
      url: `/api/content/views/${await addSpringView(t)}`,
      headers: inSpring,
    }),
    expect: providerWrite(204),
  },
  {
    route: 'GET /api/content/collection-views/:collectionId',
    scope: 'view:read',
    request: (f) => ({ method: 'GET', url: `/api/content/collection-views/${f.scarves}`, headers: inSpring }),
    expect: projectRead,
  },
  {
    route: 'POST /api/content/collection-views',
    scope: 'collection-view:create',
    request: (f, caller) => ({
      method: 'POST',
      url: '/api/content/collection-views',
      headers: inSpring,
      payload: { collection_id: f.scarves, view_id: f.authentic, platform: 'ALL', language: LANGUAGE_OF[caller] },
    }),
    expect: adminWrite(201),
  },
  {
    route: 'PUT /api/content/collection-views/:collectionViewId',
    scope: 'collection-view:create',
    request: async (f, caller, t) => ({
      method: 'PUT',
      url: `/api/content/collection-views/${await addScarvesAssignment(t, f, LANGUAGE_OF[caller])}`,
      headers: inSpring,
      payload: { view_id: f.counterfeit, platform: 'WECHAT', language: LANGUAGE_OF[caller], is_default: true },
    }),
    expect: adminWrite(200),
  },
  {
    route: 'DELETE /api/content/collection-views/:collectionViewId',
    scope: 'collection-view:create',
    request: async (f, caller, t) => ({
      method: 'DELETE',
      url: `/api/content/collection-views/${await addScarvesAssignment(t, f, LANGUAGE_OF[caller])}`,
      headers: inSpring,
    }),
    expect: adminWrite(204),
  },
  {
    route: 'GET /api/content/assets',
    scope: 'asset:read',
    request: () => ({ method: 'GET', url: '/api/content/assets', headers: inSpring }),
    expect: projectRead,
  },
  {
    route: 'POST /api/content/assets',
    scope: 'asset:create',
    request: () => assetUpload(),
    expect: adminWrite(201),
  },
  {
    route: 'GET /api/content/assets/files/:assetId/:file',
    request: async (_f, _caller, t) => ({ method: 'GET', url: await springAssetUrl(t) }),
    ...publicRoute(200),
  },
  {
    route: 'GET /api/content/scan-pages/:code',
    request: () => ({ method: 'GET', url: `/api/content/scan-pages/${'0'.repeat(22)}` }),
    ...publicRoute(404),
  },
  {
    route: 'POST /api/content/scan-pages/:code/scans',
    request: async (f, _caller, t) => ({
      method: 'POST',
      url: `/api/content/scan-pages/${await scarvesTagCode(t, f)}/scans`,
      payload: { clientScanId: crypto.randomUUID() },
    }),
    ...publicRoute(201),
  },
  {
    route: 'POST /api/content/scan-pages/:code/reports',
    request: (_f, _caller, t) => reportUpload(t),
    ...publicRoute(201),
  },
  {
    route: 'GET /api/events/consumer-reports',
    scope: 'scan-event:read',
    request: () => ({ method: 'GET', url: `/api/events/consumer-reports?project_id=${SPRING}&limit=1` }),
    expect: projectRead,
  },
  {
    route: 'GET /api/events/consumer-reports/:reportId',
    scope: 'scan-event:read',
    request: async (_f, _caller, t) => ({
      method: 'GET',
      url: `/api/events/consumer-reports/${(await springReport(t)).id}?project_id=${SPRING}`,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/events/consumer-reports/:reportId/photos/:file',
    scope: 'scan-event:read',
    request: async (_f, _caller, t) => ({ method: 'GET', url: (await springReport(t)).photoUrl }),
    expect: projectRead,
  },
  {
    route: 'GET /api/events/scan-events',
    scope: 'scan-event:read',
    request: () => ({
      method: 'GET',
      url: `/api/events/scan-events?project_id=${SPRING}&limit=1`,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/events/scan-events/aggregates',
    scope: 'scan-event:read',
    request: () => ({ method: 'GET', url: `/api/events/scan-events/aggregates?project_id=${SPRING}` }),
    expect: projectRead,
  },
  {
    route: 'GET /api/events/scan-events/map',
    scope: 'scan-event:read',
    request: () => ({
      method: 'GET',
      url: `/api/events/scan-events/map?project_id=${SPRING}&zoom=2&west=-180&south=-90&east=180&north=90`,
    }),
    expect: projectRead,
  },
  {
    route: 'GET /api/events/scan-events/map/scans',
    scope: 'scan-event:read',
    request: () => ({
      method: 'GET',
      url: `/api/events/scan-events/map/scans?project_id=${SPRING}&west=-180&south=-90&east=180&north=90`,
    }),
    expect: projectRead,
  },
  {
    route: 'POST /api/events/scan-events',
    scope: 'scan-event:create',
    request: () => ({
      method: 'POST',
      url: '/api/events/scan-events',
      payload: {
        project_id: SPRING,
        events: [{ clientScanId: `matrix-${crypto.randomUUID()}`, scanStatus: 'SUCCESS' }],
      },
    }),
    expect: adminWrite(201),
  },
  {
    route: 'GET /api/events/ted/scan-events',
    request: () => ({
      method: 'GET',
      url: `/api/events/ted/scan-events?createdAfter=${new Date(Date.now() - 3600_000).toISOString()}&limit=1`,
    }),
    expect: answers(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/events/ted/sessions',
    request: () => ({
      method: 'GET',
      url: `/api/events/ted/sessions?createdAfter=${new Date(Date.now() - 3600_000).toISOString()}&limit=1`,
    }),
    expect: answers(401, 403, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/events/ted/scan-images/:file',
    // No image is stored in the matrix's storage: the super user passes the check and learns it is missing.
    request: () => ({ method: 'GET', url: `/api/events/ted/scan-images/${'0'.repeat(64)}.jpg` }),
    expect: answers(401, 403, 403, 403, 403, 404),
  },
  {
    route: 'GET /api/events/webhooks',
    scope: 'webhook:manage',
    request: () => ({ method: 'GET', url: '/api/events/webhooks', headers: inSpring }),
    expect: adminWrite(200),
  },
  {
    route: 'POST /api/events/webhooks',
    scope: 'webhook:manage',
    request: () => ({
      method: 'POST',
      url: '/api/events/webhooks',
      headers: inSpring,
      payload: { url: 'http://127.0.0.1:9/matrix', events: ['scan.flagged'] },
    }),
    expect: adminWrite(201),
  },
  {
    route: 'GET /api/events/webhooks/:webhookId',
    scope: 'webhook:manage',
    request: async (_f, _caller, t) => ({
      method: 'GET',
      url: `/api/events/webhooks/${await addSpringWebhook(t)}`,
      headers: inSpring,
    }),
    expect: adminWrite(200),
  },
  {
    route: 'PATCH /api/events/webhooks/:webhookId',
    scope: 'webhook:manage',
    request: async (_f, _caller, t) => ({
      method: 'PATCH',
      url: `/api/events/webhooks/${await addSpringWebhook(t)}`,
      headers: inSpring,
      payload: { enabled: false },
    }),
    expect: adminWrite(200),
  },
  {
    route: 'DELETE /api/events/webhooks/:webhookId',
    scope: 'webhook:manage',
    request: async (_f, _caller, t) => ({
      method: 'DELETE',
      url: `/api/events/webhooks/${await addSpringWebhook(t)}`,
      headers: inSpring,
    }),
    expect: adminWrite(204),
  },
  {
    route: 'POST /api/events/webhooks/:webhookId/secret',
    scope: 'webhook:manage',
    request: async (_f, _caller, t) => ({
      method: 'POST',
      url: `/api/events/webhooks/${await addSpringWebhook(t)}/secret`,
      headers: inSpring,
    }),
    expect: adminWrite(200),
  },
  {
    route: 'POST /api/events/webhooks/:webhookId/test',
    scope: 'webhook:manage',
    request: async (_f, _caller, t) => ({
      method: 'POST',
      url: `/api/events/webhooks/${await addSpringWebhook(t)}/test`,
      headers: inSpring,
    }),
    expect: adminWrite(202),
  },
  {
    route: 'GET /api/events/webhooks/:webhookId/deliveries',
    scope: 'webhook:manage',
    request: async (_f, _caller, t) => ({
      method: 'GET',
      url: `/api/events/webhooks/${await addSpringWebhook(t)}/deliveries`,
      headers: inSpring,
    }),
    expect: adminWrite(200),
  },
  {
    route: 'POST /api/events/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    scope: 'webhook:manage',
    request: async (_f, _caller, t) => {
      const { webhookId, deliveryId } = await addSpringDelivery(t);
      return {
        method: 'POST',
        url: `/api/events/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`,
        headers: inSpring,
      };
    },
    expect: adminWrite(202),
  },
  {
    route: 'GET /api/events/alert-rules',
    scope: 'alert:manage',
    request: () => ({ method: 'GET', url: '/api/events/alert-rules', headers: inSpring }),
    expect: adminWrite(200),
  },
  {
    route: 'POST /api/events/alert-rules',
    scope: 'alert:manage',
    request: () => ({
      method: 'POST',
      url: '/api/events/alert-rules',
      headers: inSpring,
      payload: { name: 'Matrix', webhooks: true },
    }),
    expect: adminWrite(201),
  },
  {
    route: 'GET /api/events/alert-rules/:alertRuleId',
    scope: 'alert:manage',
    request: async (_f, _caller, t) => ({
      method: 'GET',
      url: `/api/events/alert-rules/${await addSpringAlertRule(t)}`,
      headers: inSpring,
    }),
    expect: adminWrite(200),
  },
  {
    route: 'PATCH /api/events/alert-rules/:alertRuleId',
    scope: 'alert:manage',
    request: async (_f, _caller, t) => ({
      method: 'PATCH',
      url: `/api/events/alert-rules/${await addSpringAlertRule(t)}`,
      headers: inSpring,
      payload: { minScore: 50 },
    }),
    expect: adminWrite(200),
  },
  {
    route: 'DELETE /api/events/alert-rules/:alertRuleId',
    scope: 'alert:manage',
    request: async (_f, _caller, t) => ({
      method: 'DELETE',
      url: `/api/events/alert-rules/${await addSpringAlertRule(t)}`,
      headers: inSpring,
    }),
    expect: adminWrite(204),
  },
  {
    route: 'GET /api/events/cases',
    scope: 'case:read',
    request: () => ({ method: 'GET', url: '/api/events/cases?limit=1', headers: inSpring }),
    expect: projectRead,
  },
  {
    route: 'POST /api/events/cases',
    scope: 'case:update',
    request: async (_f, _caller, t) => ({
      method: 'POST',
      url: '/api/events/cases',
      headers: inSpring,
      payload: { tagId: await springTagWithoutCase(t) },
    }),
    expect: adminWrite(201),
  },
  {
    route: 'GET /api/events/cases/:caseId',
    scope: 'case:read',
    request: async (_f, _caller, t) => ({
      method: 'GET',
      url: `/api/events/cases/${await addSpringCase(t)}`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
  {
    route: 'PATCH /api/events/cases/:caseId',
    scope: 'case:update',
    request: async (_f, _caller, t) => ({
      method: 'PATCH',
      url: `/api/events/cases/${await addSpringCase(t)}`,
      headers: inSpring,
      payload: { status: 'investigating' },
    }),
    expect: adminWrite(200),
  },
  {
    route: 'POST /api/events/cases/:caseId/notes',
    scope: 'case:update',
    request: async (_f, _caller, t) => ({
      method: 'POST',
      url: `/api/events/cases/${await addSpringCase(t)}/notes`,
      headers: inSpring,
      payload: { note: 'Matrix note.' },
    }),
    expect: adminWrite(201),
  },
  {
    route: 'GET /api/events/cases/:caseId/timeline',
    scope: 'case:read',
    request: async (_f, _caller, t) => ({
      method: 'GET',
      url: `/api/events/cases/${await addSpringCase(t)}/timeline`,
      headers: inSpring,
    }),
    expect: projectRead,
  },
];

const isDocumentation = (url: string) => url.startsWith('/api/docs') || url === '/api/openapi.json';

describeWithApp('authorisation matrix', (t) => {
  let f: Fixture;
  beforeAll(async () => {
    const id = async (sql: string, name: string) => (await t.db.query<{ id: string }>(sql, [name]))[0]?.id ?? '';
    f = {
      scarves: await id('SELECT id FROM collections WHERE name = $1', 'Silk Scarves'),
      authentic: await id('SELECT id FROM result_views WHERE name = $1', 'Authentic product'),
      counterfeit: await id('SELECT id FROM result_views WHERE name = $1', 'Counterfeit warning'),
    };
  });

  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = t.app.registeredRoutes
      .filter(({ method, url }) => method !== 'HEAD' && method !== 'OPTIONS' && !isDocumentation(url))
      .map(({ method, url }) => `${method} ${url}`);
    const rows = ROWS.map((row) => row.route);
    expect(
      registered.filter((route) => !rows.includes(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((route) => !registered.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  /** A project API key of Spring, owned by its Administrator, holding exactly these scopes. */
  const createSpringKey = async (scopes: string[]) => (await createKey(t, 'admin@demo.test', SPRING, scopes)).secret;

  const credentials = async (caller: Caller, row: Row): Promise<Record<string, string>> => {
    if (caller === 'anonymous') return {};
    if (caller === 'keyWithScope') return { 'x-api-key': await createSpringKey([row.scope ?? 'tag:read']) };
    if (caller === 'keyWithoutScope') {
      return { 'x-api-key': await createSpringKey([row.scope === 'asset:read' ? 'tag:read' : 'asset:read']) };
    }
    return t.authHeader(EMAILS[caller]);
  };

  const expected = (row: Row): Record<Caller, number> => {
    const refused = row.public ? row.expect.anonymous : 403;
    return {
      ...row.expect,
      keyWithScope: row.scope ? row.expect.admin : refused,
      keyWithoutScope: row.scope ? 403 : refused,
    };
  };

  it.each(ROWS.map((row) => [row.case ? `${row.route} (${row.case})` : row.route, row] as const))(
    '%s answers each caller as the matrix says',
    async (_, row) => {
      const got: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const { headers = {}, ...request } = await row.request(f, caller, t);
        const auth = await credentials(caller, row);
        got[caller] = (await t.app.inject({ ...request, headers: { ...headers, ...auth } })).statusCode;
      }
      expect(got).toEqual(expected(row));
    },
  );
});

import type { APIRequestContext, Page } from '@playwright/test';
import { redirects, routeTable } from '../../../shared/src/routes/route-table';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { mailedPath, mailsTo } from '../../support/outbox';
import { expectStyledChoices, expectStyledDialog, expectStyledPopupsWithin } from '../../support/popover-styles';
import { expect, test, type Role } from '../../support/role-contexts';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const RESET_SUBJECT = 'Reset your Smart Fingerprint password';

/** Real ids and tokens of the seed, found once per worker. */
interface Seed {
  collectionId: string;
  viewId: string;
  tagId: string;
  /** The demo's case opened by hand (Silk Scarves #2). */
  caseId: string;
  resetToken: string;
}

interface Visit {
  role: Role;
  url: (seed: Seed) => string;
  /** The page's level-one heading once it has loaded. */
  heading: string | RegExp;
  /** An API call the page expects to be refused (the browser logs the 4xx as a console error). */
  refused?: RegExp;
  /** Opens what a page hides behind buttons (dialogs, tabs, nested menus) and checks it. */
  more?: (page: Page) => Promise<void>;
  /** Ends the session it opens with, so it gets a context of its own rather than the role's shared one. */
  endsSession?: true;
}

const project = `/projects/${SPRING}`;
const UNKNOWN_INVITATION = /\/invitations\/not-a-real-token$/;
const collection = (seed: Seed) => `${project}/collections/${seed.collectionId}`;

/**
 * How the sweep opens each route of the route table: who, with which ids, and what it shows. A route added
 * to the table without a line here fails the first test.
 */
const visits: Record<string, Visit[]> = {
  '/login': [{ role: 'signedOut', url: () => '/login', heading: /Log in to/ }],
  '/logout': [{ role: 'admin', url: () => '/logout', heading: /Log in to/, endsSession: true }],
  '/forgot-your-password': [{ role: 'signedOut', url: () => '/forgot-your-password', heading: 'Forgot your password' }],
  '/reset-password/:token': [
    { role: 'signedOut', url: (seed) => `/reset-password/${seed.resetToken}`, heading: 'Reset your password' },
  ],
  '/register': [{ role: 'signedOut', url: () => '/register', heading: 'Sign up' }],
  // A real verification link would verify a seeded account for the specs after this one: an unknown token.
  '/register/verify/:token': [
    {
      role: 'signedOut',
      url: () => '/register/verify/not-a-real-token',
      heading: 'Verify your email',
      refused: /\/invitations\/activate\/not-a-real-token$/,
    },
  ],
  // Reached from registration, which hands it the address; opened bare it sends to the login page.
  '/verification-sent': [{ role: 'signedOut', url: () => '/verification-sent', heading: /Log in to/ }],
  // Joining with a real invitation would change a company's users: an unknown token, signed in and out.
  '/join-company/:token': [
    { role: 'signedOut', url: () => '/join-company/not-a-real-token', heading: /./, refused: UNKNOWN_INVITATION },
    { role: 'guest', url: () => '/join-company/not-a-real-token', heading: /./, refused: UNKNOWN_INVITATION },
  ],
  '/onboarding': [{ role: 'newcomer', url: () => '/onboarding', heading: 'Complete your profile' }],
  '/need-help': [
    { role: 'signedOut', url: () => '/need-help', heading: 'Need help' },
    { role: 'admin', url: () => '/need-help', heading: 'Need help' },
  ],
  '/admin': [
    {
      role: 'superUser',
      url: () => '/admin',
      heading: 'Administration',
      more: async (page) => {
        await expectStyledDialog(page, 'Create new company');
        await expectStyledDialog(page, 'Invite User', 'Invite a User to Your Company');
      },
    },
    { role: 'admin', url: () => '/admin', heading: 'Administration' },
  ],
  '/projects': [
    {
      role: 'superUser',
      url: () => '/projects',
      heading: 'Your Projects',
      more: (page) => expectStyledDialog(page, 'Create project'),
    },
    { role: 'guest', url: () => '/projects', heading: 'Your Projects' },
  ],
  '/ted': [{ role: 'superUser', url: () => '/ted', heading: 'Tag Error Dashboard' }],
  '/projects/:projectId/collections': [
    // Only the provider creates collections: its dialog is the super user's.
    {
      role: 'superUser',
      url: () => `${project}/collections`,
      heading: 'Collections',
      more: (page) => expectStyledDialog(page, 'Create collection'),
    },
    { role: 'admin', url: () => `${project}/collections`, heading: 'Collections' },
    { role: 'guest', url: () => `${project}/collections`, heading: 'Collections' },
  ],
  '/projects/:projectId/analytics': [{ role: 'admin', url: () => `${project}/analytics`, heading: 'Scan Analytics' }],
  '/projects/:projectId/ted': [{ role: 'superUser', url: () => `${project}/ted`, heading: 'Tag Error Dashboard' }],
  '/projects/:projectId/result-views': [
    // Only the provider creates result views: its dialog is the super user's.
    {
      role: 'superUser',
      url: () => `${project}/result-views`,
      heading: 'Result views',
      more: (page) => expectStyledDialog(page, 'Create result view'),
    },
    { role: 'admin', url: () => `${project}/result-views`, heading: 'Result views' },
  ],
  '/projects/:projectId/result-views/:viewId': [
    {
      role: 'admin',
      url: (seed) => `${project}/result-views/${seed.viewId}`,
      heading: 'Authentic product',
      more: openEditorParts,
    },
  ],
  '/projects/:projectId/assets': [{ role: 'admin', url: () => `${project}/assets`, heading: 'Assets' }],
  '/projects/:projectId/download': [
    {
      role: 'admin',
      url: () => `${project}/download`,
      heading: 'Bulk Downloads',
      more: (page) => expectStyledDialog(page, 'Set Up New Tag Download', 'Start New Tag Download'),
    },
  ],
  '/projects/:projectId/users': [
    {
      role: 'admin',
      url: () => `${project}/users`,
      heading: 'Users',
      more: (page) => expectStyledDialog(page, 'Add person'),
    },
  ],
  '/projects/:projectId/api-keys': [
    {
      role: 'admin',
      url: () => `${project}/api-keys`,
      heading: 'API keys',
      more: (page) => expectStyledDialog(page, 'Create API key'),
    },
  ],
  '/projects/:projectId/settings': [{ role: 'admin', url: () => `${project}/settings`, heading: 'Settings' }],
  '/projects/:projectId/tags': [
    {
      role: 'admin',
      url: () => `${project}/tags`,
      heading: 'Tags',
      more: async (page) => {
        await expectStyledPopupsWithin(page, page.getByRole('main'), 'Find a tag');
      },
    },
  ],
  '/projects/:projectId/tags/:tagId': [
    {
      role: 'admin',
      url: (seed) => `${project}/tags/${seed.tagId}`,
      heading: 'Tag 3 of Leather Tote Bags',
      more: async (page) => {
        await expectStyledPopupsWithin(page, page.getByRole('main'), 'Tag page');
      },
    },
    { role: 'guest', url: (seed) => `${project}/tags/${seed.tagId}`, heading: 'Tag 3 of Leather Tote Bags' },
  ],
  '/projects/:projectId/cases': [
    { role: 'admin', url: () => `${project}/cases`, heading: 'Cases' },
    { role: 'guest', url: () => `${project}/cases`, heading: 'Cases' },
  ],
  '/projects/:projectId/cases/:caseId': [
    { role: 'admin', url: (seed) => `${project}/cases/${seed.caseId}`, heading: 'Case of Silk Scarves #2' },
    { role: 'guest', url: (seed) => `${project}/cases/${seed.caseId}`, heading: 'Case of Silk Scarves #2' },
  ],
  '/projects/:projectId/tags/:tagId/preview/:status': [
    {
      role: 'admin',
      url: (seed) => `${project}/tags/${seed.tagId}/preview/blacklisted`,
      heading: 'Preview as a consumer',
    },
    { role: 'guest', url: (seed) => `${project}/tags/${seed.tagId}/preview/active`, heading: 'Preview as a consumer' },
  ],
  '/projects/:projectId/collections/:collectionId/fingerprints': [
    // The provider's super user places orders.
    {
      role: 'superUser',
      url: (seed) => `${collection(seed)}/fingerprints`,
      heading: 'Smart Fingerprint Orders',
      more: (page) => expectStyledDialog(page, 'Order Smart Fingerprints'),
    },
  ],
  '/projects/:projectId/collections/:collectionId/download': [
    { role: 'admin', url: (seed) => `${collection(seed)}/download`, heading: 'Download Fingerprints' },
  ],
  '/projects/:projectId/collections/:collectionId/metadata': [
    { role: 'admin', url: (seed) => `${collection(seed)}/metadata`, heading: 'Metadata' },
    { role: 'guest', url: (seed) => `${collection(seed)}/metadata`, heading: 'Metadata' },
  ],
  '/projects/:projectId/collections/:collectionId/custom-attributes': [
    { role: 'admin', url: (seed) => `${collection(seed)}/custom-attributes`, heading: 'Custom Attributes (new)' },
  ],
  '/projects/:projectId/collections/:collectionId/result-views': [
    {
      role: 'admin',
      url: (seed) => `${collection(seed)}/result-views`,
      heading: 'Result views',
      more: (page) => expectStyledDialog(page, 'Assign result view'),
    },
  ],
  '/projects/:projectId/collections/:collectionId/print-quality': [
    { role: 'admin', url: (seed) => `${collection(seed)}/print-quality`, heading: 'Print quality' },
  ],
  // The shell's own pages and the paths that only forward.
  '/': [{ role: 'admin', url: () => '/', heading: /Welcome/ }],
  '*': [{ role: 'admin', url: () => '/no-such-page', heading: /not found/i }],
  '/reset-password': [{ role: 'signedOut', url: () => '/reset-password', heading: /Log in to/ }],
  '/register/verify': [{ role: 'signedOut', url: () => '/register/verify', heading: /Log in to/ }],
  '/join-company': [{ role: 'signedOut', url: () => '/join-company', heading: /Log in to/ }],
  '/projects/:projectId': [{ role: 'admin', url: () => project, heading: 'Collections' }],
  '/projects/:projectId/collections/:collectionId': [
    { role: 'admin', url: (seed) => collection(seed), heading: 'Smart Fingerprint Orders' },
  ],
};

/** The editor's hidden parts: Display Content's fonts (Italic), a section's settings and its Add element menu. */
async function openEditorParts(page: Page) {
  await page.getByRole('tab', { name: 'Display Content' }).click();
  await page.getByRole('button', { name: 'Section settings' }).first().click();
  await expect(page.getByRole('checkbox', { name: 'Italic' }).first()).toBeVisible();
  await expectStyledChoices(page.locator('body'), 'Display Content');
  await expectStyledPopupsWithin(page, page.getByRole('tabpanel'), 'Display Content');
}

async function findSeed(request: APIRequestContext): Promise<Seed> {
  const call = apiAs(request, demo.admin.email, SPRING);
  const collections: { data: { id: string; name: string }[] } = await call('GET', '/api/warehouse/collections');
  const views: { data: { id: string; name: string }[] } = await call('GET', '/api/content/views');
  // A reset link for a user no other spec resets (asking does not change the password). Asked once a run:
  // a worker restarted after a failure finds the mail, and the API allows 5 requests an hour per address.
  const mails = await mailsTo(request, demo.other.email);
  if (!mails.some((mail) => mail.subject === RESET_SUBJECT)) {
    const reset = await request.post('/api/auth-service/auth/password-reset', { data: { email: demo.other.email } });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
  const resetPath = await mailedPath(request, demo.other.email, RESET_SUBJECT, '/reset-password');
  const collectionId = collections.data.find((candidate) => candidate.name === 'Leather Tote Bags')?.id ?? '';
  const tags: { data: { id: string }[] } = await call(
    'GET',
    `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=id&limit=1&offset=3`,
  );
  const cases: { items: { id: string; tag: { collectionName: string; index: number } }[] } = await call(
    'GET',
    '/api/events/cases?openedBy=hand&status=investigating&limit=500',
  );
  return {
    collectionId,
    tagId: tags.data[0]?.id ?? '',
    caseId: cases.items.find((item) => item.tag.collectionName === 'Silk Scarves' && item.tag.index === 2)?.id ?? '',
    viewId: views.data.find((candidate) => candidate.name === 'Authentic product')?.id ?? '',
    resetToken: resetPath.split('/').pop() ?? '',
  };
}

const LOADER = '[class*="Loader-root"], [role="status"][aria-busy="true"]';

test.describe('Every route opened directly by URL', () => {
  // Some sixty independent visits: spread over both workers instead of holding one for eight minutes.
  test.describe.configure({ mode: 'parallel' });
  let seed: Seed;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    seed = await findSeed(request);
    await request.dispose();
  });

  test('the sweep covers every route of the route table', () => {
    const paths = [...routeTable.map((route) => route.path), ...redirects.map((redirect) => redirect.path)];
    expect(paths.filter((path) => !(path in visits))).toEqual([]);
  });

  for (const [route, routeVisits] of Object.entries(visits)) {
    for (const [index, visit] of routeVisits.entries()) {
      // The loading state is the route's loader in the shell's frame, whoever opens it: axe checks it once a route.
      const checksLoading = index === 0;
      // A fresh page opens the URL directly; the role's context (its sign-in, its HTTP cache) is shared.
      test(`${route} as ${visit.role}`, async ({ newContextAs, newPageAs }) => {
        const page = visit.endsSession ? await (await newContextAs(visit.role)).newPage() : await newPageAs(visit.role);
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          const { url } = message.location();
          // A 401 the console answers by renewing the session is routine: e2e access tokens live 10 seconds.
          const renewed = visit.role !== 'signedOut' && url.includes('/api/') && /status of 401/.test(message.text());
          const refused = visit.refused?.test(url) && /status of 4\d\d/.test(message.text());
          const expected = renewed || refused;
          if (message.type() === 'error' && !expected) consoleErrors.push(`${message.text()} (${url})`);
        });
        page.on('pageerror', (error) => consoleErrors.push(error.message));
        let loadingViolations: Error | undefined;

        await test.step('opened by URL', async () => {
          if (!checksLoading) {
            await page.goto(visit.url(seed), { waitUntil: 'domcontentloaded' });
            return;
          }
          let release = () => {};
          const released = new Promise<void>((resolve) => (release = resolve));
          await page.route('**/api/**', async (apiRoute) => {
            await released;
            await apiRoute.continue();
          });
          await page.goto(visit.url(seed), { waitUntil: 'domcontentloaded' });
          await expect(page.locator(`${LOADER}, h1`).first()).toBeVisible();
          // Reported at the end, so one run also tells what the loaded page and its popovers do.
          loadingViolations = await expectNoSeriousAxeViolations(page).then(
            () => undefined,
            (error: Error) => error,
          );
          release();
        });
        await test.step('loaded', async () => {
          await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
          await expect(page.locator('main').locator(LOADER)).toHaveCount(0);
        });
        await test.step('popovers styled', async () => {
          await expectStyledChoices(page.locator('body'), 'the page');
          await expectStyledPopupsWithin(page, page.locator('body'), 'the page');
          await visit.more?.(page);
        });
        await test.step('axe once loaded', () => expectNoSeriousAxeViolations(page));
        expect(consoleErrors).toEqual([]);
        if (loadingViolations) throw loadingViolations;
      });
    }
  }
});

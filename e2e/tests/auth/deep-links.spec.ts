import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { signInAs } from '../../support/role-contexts';
import { replaceStoredTokensOnNextLoad } from '../../support/session';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const UNKNOWN_UUID = '5f000000-0000-4000-8000-0000000009ff';
const INVITATION_INVALID = 'Your invitation may have expired, or is no longer valid.';

/** The path and query the browser shows. */
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test.describe('Logging in returns to the page asked for', () => {
  test('a signed-out deep link to analytics with filters comes back with its query after logging in', async ({
    page,
  }) => {
    const asked = `/projects/${SPRING}/analytics?dateRange=2026-10-01_2026-10-31&platforms=WECHAT`;
    await page.goto(asked);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(asked)}`);
    await new LoginPage(page).submit(demo.admin.email);
    await expect(page).toHaveURL((url) => url.pathname === `/projects/${SPRING}/analytics`);
    const query = new URL(page.url()).searchParams;
    expect(query.get('dateRange')).toBe('2026-10-01_2026-10-31');
    expect(query.get('platforms')).toBe('WECHAT');
    await expect(page.getByRole('heading', { name: 'Scan Analytics' })).toBeVisible();
  });

  test('a session that ends mid-visit logs in again and lands on the same page', async ({ page }) => {
    await signInAs(page, demo.admin.email);
    await replaceStoredTokensOnNextLoad(page, { access_token: 'not-a-jwt', refresh_token: 'revoked-refresh-token' });
    const asked = `/projects/${SPRING}/collections`;
    await page.goto(asked);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(asked)}`);
    await new LoginPage(page).submit(demo.admin.email);
    await expect(page).toHaveURL(asked);
    await expect(page.getByRole('link', { name: 'Silk Scarves' })).toBeVisible();
  });

  test('a next parameter that leaves this origin is ignored: the user lands on /', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/phish')}`);
    await new LoginPage(page).submit(demo.admin.email);
    await expect(page).toHaveURL('/');
    // Signed in, /login forwards at once: every foreign spelling ends on / as well.
    for (const next of ['/\\evil.example', 'https://evil.example/', '/\t/evil.example', 'javascript:alert(1)']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL('/');
      expect(pathAndQuery(page)).toBe('/');
    }
    await page.goto(`/login?next=${encodeURIComponent('/need-help?from=login')}`);
    await expect(page).toHaveURL('/need-help?from=login');
  });
});

test.describe('Malformed and unknown ids are "not found", never a connection error (000 §2)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, demo.admin.email);
  });

  test('a project id that is not a UUID: "Project not found." with a link back to /projects', async ({ page }) => {
    await page.goto('/projects/not-a-uuid/collections');
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
    await expect(page.getByText('Check your connection and try again.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  const collectionRoutes: [string, string][] = [
    ['a malformed project under a collection route', '/projects/not-a-uuid/collections/also-not/fingerprints'],
    ['an unknown project under a collection route', `/projects/${UNKNOWN_UUID}/collections/${UNKNOWN_UUID}/metadata`],
    ['a malformed collection of a real project', `/projects/${SPRING}/collections/not-a-uuid/download`],
    ['an unknown collection of a real project', `/projects/${SPRING}/collections/${UNKNOWN_UUID}/fingerprints`],
  ];
  for (const [name, path] of collectionRoutes) {
    test(`${name}: "Collection not found." with a go-back link to /projects`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Collection not found.' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/projects');
      await expect(page.getByText('Check your connection and try again.')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    });
  }

  test('a reset link with a malformed token says the link is dead before asking for a password', async ({ page }) => {
    await page.goto('/reset-password/not-a-token');
    await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
    await expect(page.getByLabel(/^New password/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/login');
  });

  test('/join-company with an invalid invitation while signed in: the invalid text and a way back to /', async ({
    page,
  }) => {
    for (const token of ['not-a-token', 'x'.repeat(43)]) {
      await page.goto(`/join-company/${token}`);
      await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
      // Still signed in: the invitation did not end the session.
      await page.getByRole('link', { name: 'Go back' }).click();
      await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();
    }
  });
});

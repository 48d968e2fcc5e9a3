import { expect, test, type Page } from '@playwright/test';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { readSession, replaceStoredTokensOnNextLoad } from '../../support/session';

async function openSignedIn(page: Page) {
  await signInThroughApi(page, demo.admin.email);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();
}

test.describe('Session (001 §4, §7)', () => {
  test('Log out clears both tokens and the account, and protected pages need a new login', async ({ page }) => {
    await openSignedIn(page);
    expect((await readSession(page))?.tokens?.refresh_token).toBeTruthy();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    expect(await readSession(page)).toMatchObject({ tokens: null, account: null, projects: null });

    await page.goto('/projects');
    await expect(page).toHaveURL('/login?next=%2Fprojects');
  });

  test('an expired access token is refreshed once, however many calls fail together, and the page loads', async ({
    page,
    request,
  }) => {
    await openSignedIn(page);
    const before = await readSession(page);
    // The e2e API issues access tokens that live 10 seconds: wait until the API refuses this one.
    await expect
      .poll(
        async () =>
          (
            await request.get('/api/auth-service/auth/profile', {
              headers: { authorization: `Bearer ${before?.tokens?.access_token}` },
            })
          ).status(),
        { timeout: 15_000, intervals: [250] },
      )
      .toBe(401);

    const refreshes: string[] = [];
    const rejected: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/refresh')) refreshes.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() === 401) rejected.push(new URL(response.url()).pathname);
    });
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Spring Collection 2026' })).toBeVisible();
    expect(rejected.length).toBeGreaterThanOrEqual(2);
    expect(refreshes).toHaveLength(1);
    const after = await readSession(page);
    expect(after?.tokens?.access_token).not.toBe(before?.tokens?.access_token);
    expect(after?.tokens?.refresh_token).not.toBe(before?.tokens?.refresh_token);
  });

  test('a refresh the API refuses logs the user out', async ({ page }) => {
    await openSignedIn(page);
    await replaceStoredTokensOnNextLoad(page, {
      access_token: 'not-a-jwt',
      refresh_token: 'revoked-refresh-token',
    });
    await page.goto('/projects');
    await expect(page).toHaveURL('/login?next=%2Fprojects');
    expect(await readSession(page)).toMatchObject({ tokens: null, account: null });
  });

  test('a refresh that cannot reach the API keeps the session and offers a retry that recovers', async ({ page }) => {
    await openSignedIn(page);
    await replaceStoredTokensOnNextLoad(page, { access_token: 'expired-access-token' });
    // The connection drops on the way to the refresh endpoint (a network fault, not an API answer).
    await page.route('**/auth/refresh', (route) => route.abort('connectionreset'));
    await page.goto('/projects');
    await expect(page.getByText('Failed to load projects. Please try again.')).toBeVisible();
    await expect(page).toHaveURL('/projects');
    expect((await readSession(page))?.tokens?.refresh_token).toBeTruthy();

    await page.unroute('**/auth/refresh');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Spring Collection 2026' })).toBeVisible();
  });
});

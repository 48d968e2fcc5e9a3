import { expect, test } from '@playwright/test';

/** Pages for people without a session, and the token paths that need a token. */
test.describe('Signed-out pages', () => {
  test('the signed-out pages open without a session, and their token paths need a token', async ({ page }) => {
    const pages: [string, string][] = [
      ['/forgot-your-password', 'Forgot your password'],
      ['/reset-password/some-token', 'Reset your password'],
      ['/register', 'Sign up'],
      ['/register/verify/some-token', 'Verify your email'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    }
    for (const path of ['/reset-password', '/register/verify', '/join-company']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/(login|logout)$/);
    }
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../../support/role-contexts';

const skipLink = (page: Page) => page.getByRole('link', { name: 'Skip to content' });

test.describe('Skip to content', () => {
  test('is the first Tab stop, shows when focused, and Enter moves the focus to the page past the navigation', async ({
    newContextAs,
  }) => {
    const page = await (await newContextAs('superUser')).newPage();
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible();
    await expect(skipLink(page)).not.toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(skipLink(page)).toBeFocused();
    await expect(skipLink(page)).toBeInViewport({ ratio: 1 });

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL('/projects');
    // The next stop is inside the page, not the header's navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('leads signed-out pages too: after it, Tab reaches the login form', async ({ newContextAs }) => {
    const page = await (await newContextAs('signedOut')).newPage();
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skipLink(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
  });
});

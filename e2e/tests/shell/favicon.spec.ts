import { expect, test } from '@playwright/test';

test.describe('The icon', () => {
  test('/favicon.ico is an icon, revalidated like the other unhashed files', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/x-icon');
    expect(response.headers()['cache-control']).toBe('no-cache');
    // An ICO file starts with reserved 0, type 1 (icon).
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('a first load in a fresh browser logs no console error and no failed request', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The browser asks for the icon by itself, after the page: the answer is in once the request is done.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

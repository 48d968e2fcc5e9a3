import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { baseURL, ports, scanPageURL } from '../../support/ports';

const SPRING = '5f000000-0000-4000-8000-000000000101';
/** Someone else's site on this machine (Chromium lets no public site load localhost, which would prove nothing). */
const ELSEWHERE = `http://localhost:${ports.deadRemote}`;

function serveElsewhere(html: string): Promise<Server> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(html),
  );
  return new Promise((resolve) => server.listen(ports.deadRemote, () => resolve(server)));
}

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

test.describe("The console's pages against other origins", () => {
  test('a page on another origin cannot frame the console', async ({ page }) => {
    const elsewhere = await serveElsewhere(
      `<!doctype html><title>Elsewhere</title><iframe title="console" src="${baseURL}/login"></iframe>`,
    );
    try {
      const consoleAnswered = page.waitForResponse(`${baseURL}/login`);
      await page.goto(ELSEWHERE);
      expect((await consoleAnswered).ok()).toBe(true);
      // Chromium refuses to draw the answer and leaves its own error page in the frame.
      await expect.poll(() => page.frames()[1]?.url() ?? '').toBe('chrome-error://chromewebdata/');
      const frame = page.locator('iframe[title="console"]').contentFrame();
      await expect(frame.getByRole('heading', { name: /Log in to/ })).toHaveCount(0);
    } finally {
      elsewhere.close();
    }
  });

  test("a tag's scan page opens on its own origin and cannot read the console's session", async ({ page, request }) => {
    await new LoginPage(page).logInAs(demo.admin.email);
    expect(await storageKeys(page)).toContain('sf-session');

    const call = apiAs(request, demo.admin.email, SPRING);
    const collections = await call('GET', '/api/warehouse/collections');
    const scarves = collections.data.find((collection: { name: string }) => collection.name === 'Silk Scarves');
    const tags = await call('GET', `/api/warehouse/tags?collectionIds[]=${scarves.id}&fields=id,shortCode&limit=1`);
    const scanPage = await page.context().newPage();
    // A short link printed with the console's address is sent on to the scan page's origin.
    await scanPage.goto(`/s/${tags.data[0].shortCode}`);
    expect(new URL(scanPage.url()).origin).toBe(scanPageURL);
    expect(scanPageURL).not.toBe(baseURL);
    await expect(scanPage.getByRole('main')).toBeVisible();

    expect((await storageKeys(scanPage)).filter((key) => key.startsWith('sf-'))).toEqual([]);
    // Of the API, its origin forwards only the public routes the page calls.
    const profile = await scanPage.evaluate(() =>
      fetch('/api/auth-service/auth/profile').then((response) => response.status),
    );
    expect(profile).toBe(404);
  });
});

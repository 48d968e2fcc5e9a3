import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { baseURL, ports } from '../../support/ports';

/** Someone else's site on this machine (Chromium lets no public site load localhost, which would prove nothing). */
const ELSEWHERE = `http://localhost:${ports.deadRemote}`;

function serveElsewhere(html: string): Promise<Server> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(html),
  );
  return new Promise((resolve) => server.listen(ports.deadRemote, () => resolve(server)));
}

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
});

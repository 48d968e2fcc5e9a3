import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const MAGENTA = 'rgb(255, 0, 255)';
/** Nothing listens on port 9 of this machine: a request there is only seen, never answered. */
const HTTP_IMAGE = 'http://127.0.0.1:9/tracker.png';

/** CSS that tried to leave its view: a quoted brace, an http image set, and a view root pinned over the whole window. */
const HOSTILE_CSS = [
  'a{content:"{"}} body{background:magenta} button{display:none}',
  `p { background: image-set("${HTTP_IMAGE}" 1x), -webkit-image-set("${HTTP_IMAGE}" 2x) }`,
  `:scope { position: fixed; inset: 0; z-index: 2147483647; background: ${MAGENTA} !important }`,
].join('\n');

/** Every console element's look, in document order (the preview's shadow root is not in the document). */
const consoleLooks = async (page: Page) => {
  await page.mouse.move(0, 0); // no hover state in the look
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      const looks = ['display', 'visibility', 'opacity', 'position', 'z-index', 'color', 'background-color'];
      return `${element.tagName} ${looks.map((name) => style.getPropertyValue(name)).join(' ')}`;
    }),
  );
};

test.describe('Custom CSS stays in its view', () => {
  // Tall enough for the element menu to open whole below the first section.
  test.use({ viewport: { width: 1280, height: 1400 } });

  // The run shares one database: Spring's view list must read as seeded for the specs after this one.
  const createdViews: string[] = [];
  test.afterEach(async ({ request }) => {
    const call = apiAs(request, demo.superUser.email, SPRING);
    for (const id of createdViews.splice(0)) await call('DELETE', `/api/content/views/${id}`);
  });

  test("in the editor's preview it styles the view and no element of the console", async ({ page, request }) => {
    const call = apiAs(request, demo.superUser.email, SPRING);
    const view = await call('POST', '/api/content/views', { name: `Hostile CSS ${Date.now()}`, description: 'e2e' });
    createdViews.push(view.id);
    const httpRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith('http://127.0.0.1:9/')) httpRequests.push(sent.url());
    });
    await signInThroughApi(page, demo.superUser.email);
    await page.goto(`/projects/${SPRING}/result-views/${view.id}`);
    await page.getByRole('tab', { name: 'Display Content' }).click();
    const section = page.getByRole('region', { name: 'Section 1' });
    await expect(section.getByRole('button', { name: 'Image 2', exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Add element' }).click();
    await page.getByRole('menuitem', { name: 'Custom CSS', exact: true }).click();
    await section.getByRole('button', { name: 'Custom CSS 3', exact: true }).click();
    const field = section.getByRole('textbox', { name: 'Custom CSS' });
    // A harmless refused line first, so the field's error and the unsaved draft are there before the look is taken.
    await field.fill('@import url(https://a.example/x.css);');
    await expect(section.getByText('Custom CSS must not use @import (line 1).')).toBeVisible();
    const before = await consoleLooks(page);

    await field.fill(HOSTILE_CSS);
    await expect(
      section.getByText('Custom CSS cannot be read near "} body": Selector is expected (line 1).'),
    ).toBeVisible();
    const viewRoot = page.getByTestId('view-preview').locator('[data-view-scope]');
    await expect(viewRoot).toBeVisible();
    expect(await consoleLooks(page)).toEqual(before);
    await expect(viewRoot).toHaveCSS('background-color', MAGENTA);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(
      await save.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);
    expect(httpRequests).toEqual([]);
  });

  test("on the scan page it leaves the page's body unstyled and loads no http image", async ({ page, request }) => {
    const call = apiAs(request, demo.superUser.email, SPRING);
    const created = await call('POST', '/api/content/views', { name: `Scan CSS ${Date.now()}`, description: 'e2e' });
    createdViews.push(created.id);
    const { id: _id, project_id: _p, name: _n, description: _d, created_at: _c, updated_at: _u, ...drawn } = created;
    const [section] = created.content.sections;
    section.data.content = [{ id: 'css', type: 'customCss', data: { css: HOSTILE_CSS } }, ...section.data.content];
    // The answer an API stored before the fix would give: the page must hold on its own.
    const code = 'A'.repeat(22);
    await page.route(`**/api/content/scan-pages/${code}**`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { tag: { code, sequenceNumber: 0 }, language: 'en', view: drawn } })
        : route.fulfill({ status: 201, json: { recorded: true } }),
    );
    const httpRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith('http://127.0.0.1:9/')) httpRequests.push(sent.url());
    });
    await page.goto(`/s/${code}`);
    await expect(page.locator('[data-view-scope]')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(page.locator('[data-view-scope]')).toHaveCSS('background-color', MAGENTA);
    expect(httpRequests).toEqual([]);
  });
});

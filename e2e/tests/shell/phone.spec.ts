import { devices, type Locator, type Page } from '@playwright/test';
import { openCollectionTab } from '../../support/collection-tab';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { scanPageURL } from '../../support/ports';
import { expect, test } from '../../support/role-contexts';

/** An iPhone 13's screen in Chromium: 390 × 844, touch, the page's meta viewport honoured. */
const { viewport, isMobile, hasTouch } = devices['iPhone 13'];
const PHONE = { viewport, isMobile, hasTouch };

/**
 * Nothing scrolls sideways, and the page was not zoomed out to fit something wider (innerWidth stays 390).
 * A failure names the elements that reach past the screen's right edge.
 */
async function expectFitsTheScreen(page: Page) {
  const measured = await page.evaluate((width) => {
    const wider = [...document.querySelectorAll('body *')].filter(
      (element) =>
        element.getBoundingClientRect().right > width + 1 &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1),
    );
    return {
      inner: window.innerWidth,
      scroll: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      wider: wider
        .slice(0, 5)
        .map((element) => `${element.outerHTML.slice(0, 160)} → ${element.getBoundingClientRect().right}px`),
    };
  }, viewport.width);
  const culprits = `reaching past the right edge: ${measured.wider.join('\n')}`;
  expect(measured.inner, culprits).toBe(viewport.width);
  expect(measured.scroll, `the page scrolls sideways; ${culprits}`).toBeLessThanOrEqual(measured.inner);
}

/** Wholly on screen once scrolled to, and nothing (the header) lies over its middle. */
async function expectReachable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
  const uncovered = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (element.contains(hit) || hit.contains(element));
  });
  expect(uncovered, 'another element lies over it').toBe(true);
}

async function expectTitleOnOneLine(page: Page) {
  const title = page.getByRole('banner').getByRole('link', { name: /console$/ });
  await expect(title).toBeInViewport({ ratio: 1 });
  // One line of the 16 px title is 25 px high; the header is 60.
  expect((await title.boundingBox())?.height).toBeLessThan(30);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('The console on a phone (390 × 844)', () => {
  test('the login page fits the screen, and logging in lands on the welcome page with the menu button', async ({
    newContextAs,
  }) => {
    const page = await (await newContextAs('signedOut', PHONE)).newPage();
    const login = new LoginPage(page);
    await login.open();
    await expectFitsTheScreen(page);
    await expectTitleOnOneLine(page);
    for (const control of [
      page.getByLabel('Email'),
      page.getByLabel(/^Password/),
      page.getByRole('button', { name: 'Log in' }),
    ])
      await expectReachable(control);

    await login.submit(demo.admin.email);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();
    await expectReachable(menuButton(page));
    await expectTitleOnOneLine(page);
    await expectFitsTheScreen(page);
  });

  test('the menu button opens the navigation, whose links navigate and close it; Escape closes it too', async ({
    newContextAs,
  }) => {
    const page = await (await newContextAs('superUser', PHONE)).newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.superUser.firstName}` })).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).tap();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Projects', 'TED', 'Need help', 'Account settings', 'Log out'])
      await expectReachable(mainNavigation(page).getByRole('link', { name }));
    await mainNavigation(page).getByRole('link', { name: 'Projects' }).tap();
    await expect(page).toHaveURL('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
    await expectFitsTheScreen(page);

    await menuButton(page).tap();
    await mainNavigation(page).getByRole('link', { name: 'Projects' }).press('Escape');
    await expect(mainNavigation(page)).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).tap();
    await mainNavigation(page).getByRole('link', { name: 'Need help' }).tap();
    await expect(page).toHaveURL('/need-help');
    await expect(mainNavigation(page)).toHaveCount(0);
    await expectFitsTheScreen(page);
  });

  test("a project's side navigation unfolds under its button; analytics and users fit the screen", async ({
    newContextAs,
  }) => {
    const page = await (await newContextAs('admin', PHONE)).newPage();
    await page.goto('/projects');
    await expectFitsTheScreen(page);
    await page.getByRole('link', { name: 'Spring Collection 2026' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    await expectReachable(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }));
    await expectFitsTheScreen(page);

    const projectNavigation = page.getByRole('navigation', { name: 'Project' });
    const projectMenu = projectNavigation.getByRole('button', { name: 'Project menu' });
    // Folded: the page comes first on a phone.
    await expect(projectNavigation.getByRole('link')).toHaveCount(0);
    await projectMenu.tap();
    await expect(projectMenu).toHaveAttribute('aria-expanded', 'true');
    await expectReachable(projectNavigation.getByRole('link', { name: 'Analytics' }));
    await projectNavigation.getByRole('link', { name: 'Analytics' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Scan Analytics' })).toBeVisible();
    await expect(projectNavigation.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Daily Scans' }).getByText(/^Total scans: [\d,]+$/)).toBeVisible();
    for (const control of [page.getByLabel('Date range'), page.getByLabel('Countries'), page.getByLabel('Cities')])
      await expectReachable(control);
    await expectReachable(page.getByRole('region', { name: 'Daily Scans' }));
    await expectFitsTheScreen(page);

    // The users table is wider than a phone: it scrolls in its own box, not the page.
    await projectMenu.tap();
    await projectNavigation.getByRole('link', { name: 'Users' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Project users' })).toBeVisible();
    await expectFitsTheScreen(page);
  });

  test('every tab of a collection fits the screen and its side navigation stays reachable', async ({
    newContextAs,
  }) => {
    const page = await (await newContextAs('admin', PHONE)).newPage();
    await openCollectionTab(page, 'Silk Scarves', 'Smart Fingerprint Orders');
    const tabs = page.getByRole('navigation', { name: 'Collection' });
    for (const tab of [
      'Smart Fingerprint Orders',
      'Download Fingerprints',
      'Metadata',
      'Custom Attributes (new)',
      'Result views',
      'Print quality',
    ]) {
      await expectReachable(tabs.getByRole('link', { name: tab }));
      await tabs.getByRole('link', { name: tab }).tap();
      const heading = page.getByRole('heading', { level: 1, name: tab });
      await expect(heading).toBeVisible();
      await expectReachable(heading);
      await expectFitsTheScreen(page);
    }
  });

  test('the scan page fits the screen on its own origin', async ({ newContextAs }) => {
    const page = await (await newContextAs('signedOut', PHONE)).newPage();
    // An unknown code: a known one would record a scan, which TED's specs after this one would list.
    await page.goto(`${scanPageURL}/s/${'0'.repeat(22)}`);
    await expect(page.getByText('We could not find this product.')).toBeVisible();
    await expectReachable(page.getByText('We could not find this product.'));
    await expectFitsTheScreen(page);
  });
});

test('at 768 px, the first width with the top navigation, the header fits beside the title', async ({
  newContextAs,
}) => {
  const page = await (await newContextAs('superUser', { viewport: { width: 768, height: 1024 } })).newPage();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible();
  await expect(menuButton(page)).toBeHidden();
  for (const name of ['Projects', 'TED', 'Need help', 'Account settings', 'Log out'])
    await expectReachable(mainNavigation(page).getByRole('link', { name }));
  await expectTitleOnOneLine(page);
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(768);
});

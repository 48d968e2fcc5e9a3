import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo, DEMO_PASSWORD } from '../../support/demo-accounts';
import { openProjectSettings } from '../../support/project-settings';
import { signInThroughApi } from '../../support/role-contexts';

// Rules are changed on Wine Labels (no spec scores scans there) and put back afterwards; scans go to Spring.
const WINE = 'Wine Labels';
const MARKETS_OF = 'Estate Chardonnay 2025';
const SPRING = '5f000000-0000-4000-8000-000000000101';
/** A Silk Scarves tag no other spec scans. */
const TAG_INDEX = 93;
/** The reason as the tag page and the analytics panel give it: the rule, then the sentence with its numbers. */
const TRAVEL = /Impossible travel: Scanned in Lagos 2 h after Paris: 4,7\d\d km, 2,3\d\d km\/h/;

const DEFAULT_RULES = {
  impossibleTravel: { enabled: true, autoBlacklist: false, maxSpeedKmh: 900, minDistanceKm: 50 },
  tooManyScans: { enabled: true, autoBlacklist: false, maxScans: 20, maxSessions: 5 },
  outsideMarket: { enabled: true, autoBlacklist: false },
  tagStatus: { enabled: true, autoBlacklist: false },
  matchFailures: { enabled: true, autoBlacklist: false, minFailures: 3 },
};

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Posts a scan in Paris, then one in Lagos two hours later, of one tag, through the ingest API. */
async function parisThenLagos(request: APIRequestContext) {
  const call = apiAs(request, demo.admin.email, SPRING);
  const collections = await call('GET', '/api/warehouse/collections');
  const collectionId = collections.data.find((entry: { name: string }) => entry.name === 'Silk Scarves').id as string;
  const tags = await call(
    'GET',
    `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=id&limit=1&offset=${TAG_INDEX}`,
  );
  const tagId = tags.data[0].id as string;
  const stamp = Date.now();
  const scan = { tagId, clientAgent: 'WEBSCANNER', scanStatus: 'SUCCESS', geolocationEnabled: true };
  await call('POST', '/api/events/scan-events', {
    project_id: SPRING,
    events: [
      {
        ...scan,
        clientScanId: `protection-paris-${stamp}`,
        createdAt: new Date(stamp - 60_000 - 7_200_000).toISOString(),
        city: 'Paris',
        country: 'France',
        clientLocationLat: 48.8566,
        clientLocationLong: 2.3522,
      },
      {
        ...scan,
        clientScanId: `protection-lagos-${stamp}`,
        createdAt: new Date(stamp - 60_000).toISOString(),
        city: 'Lagos',
        country: 'Nigeria',
        clientLocationLat: 6.5244,
        clientLocationLong: 3.3792,
      },
    ],
  });
  return tagId;
}

// A loaded machine: each test walks several pages and saves several times.
test.describe.configure({ timeout: 120_000 });

test.describe('Protection rules in the project settings', () => {
  test('an Administrator turns a rule off, changes a number and a market, and a reload keeps them', async ({
    page,
    request,
  }) => {
    const projectId = await openProjectSettings(page, demo.admin.email, WINE);
    const asAdmin = apiAs(request, demo.admin.email, projectId);
    try {
      await page.getByRole('tab', { name: 'Protection' }).click();
      await expect(page).toHaveURL(/\/settings\?tab=protection$/);
      const version = Number(/version (\d+)/.exec((await page.getByRole('note').textContent()) ?? '')?.[1]);
      const tooMany = page.getByRole('group', { name: 'Too many scans' });
      const travel = page.getByRole('group', { name: 'Impossible travel' });
      await expect(tooMany.getByRole('switch', { name: 'On' })).toBeChecked();
      await tooMany.getByRole('switch', { name: 'On' }).uncheck({ force: true });
      await travel.getByRole('textbox', { name: /Fastest believable speed/ }).fill('1200');
      await page.getByRole('button', { name: 'Save rules' }).click();
      await expect(page.getByText(`Protection rules saved (rule set version ${version + 1}).`)).toBeVisible();

      const markets = page.getByRole('form', { name: `Markets of ${MARKETS_OF}` });
      await markets.getByRole('combobox', { name: `Add a market to ${MARKETS_OF}` }).fill('Nigeria');
      await page.getByRole('option', { name: 'Nigeria (NG)' }).click();
      await markets.getByRole('button', { name: 'Save markets' }).click();
      await expect(page.getByText(`${MARKETS_OF} is sold in 1 country.`)).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'main');

      await page.reload();
      await expect(page.getByRole('note')).toContainText(`Rule set version ${version + 2}, changed `);
      await expect(tooMany.getByRole('switch', { name: 'On' })).not.toBeChecked();
      await expect(travel.getByRole('switch', { name: 'On' })).toBeChecked();
      await expect(travel.getByRole('textbox', { name: /Fastest believable speed/ })).toHaveValue('1,200');
      await expect(markets.getByRole('listitem')).toHaveText(['Nigeria (NG)']);

      // Straight from its link, on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/projects/${projectId}/settings?tab=protection`);
      await expect(page.getByRole('tab', { name: 'Protection', selected: true })).toBeVisible();
      await expect(tooMany.getByRole('switch', { name: 'On' })).not.toBeChecked();
      await noSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page, 'main');
    } finally {
      await asAdmin('PUT', `/api/auth-service/projects/${projectId}/protection`, DEFAULT_RULES);
      const { collections } = await asAdmin('GET', `/api/auth-service/projects/${projectId}/protection`);
      for (const collection of collections as { collectionId: string; markets: string[] }[]) {
        if (collection.markets.length) {
          await asAdmin('PUT', `/api/warehouse/collections/${collection.collectionId}/markets`, { markets: [] });
        }
      }
    }
  });

  test('a Guest reads the rules but cannot change them', async ({ page, request }) => {
    const projectId = await openProjectSettings(page, demo.guest.email, WINE);
    await page.goto(`/projects/${projectId}/settings?tab=protection`);
    const travel = page.getByRole('group', { name: 'Impossible travel' });
    await expect(travel.getByRole('textbox', { name: /Fastest believable speed/ })).toBeDisabled();
    await expect(travel.getByRole('switch', { name: 'On' })).toBeDisabled();
    await expect(page.getByText("Only the project's Administrators can change the rules.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save rules' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save markets' })).toHaveCount(0);

    const login = await request.post('/api/auth-service/auth/login', {
      data: { email: demo.guest.email, password: DEMO_PASSWORD },
    });
    const refused = await request.put(`/api/auth-service/projects/${projectId}/protection`, {
      headers: { authorization: `Bearer ${(await login.json()).access_token}` },
      data: DEFAULT_RULES,
    });
    expect(refused.status()).toBe(403);
  });
});

test.describe('A suspicious scan and its reasons', () => {
  test('Paris then Lagos two hours later: the tag page, Scan Details in TED and the analytics panel say impossible travel with its numbers, and Scan Details blacklists the tag', async ({
    page,
    request,
  }) => {
    const tagId = await parisThenLagos(request);

    await signInThroughApi(page, demo.admin.email);
    await page.goto(`/projects/${SPRING}/tags/${tagId}`);
    const lagosRow = page.getByRole('table', { name: 'Scans' }).getByRole('row').filter({ hasText: 'Lagos, Nigeria' });
    await expect(lagosRow).toContainText(TRAVEL);

    await page.goto(`/projects/${SPRING}/analytics?tagId=${tagId}`);
    const panel = page.getByRole('region', { name: 'Suspicious Scans' });
    // The filters live in the link: a click navigates, then the box shows the new state.
    await panel.getByRole('checkbox', { name: 'Impossible travel' }).click();
    await expect(page).toHaveURL(/[?&]reasons=impossibleTravel(&|$)/);
    await expect(panel.getByRole('checkbox', { name: 'Impossible travel' })).toBeChecked();
    await expect(panel.getByRole('row').filter({ hasText: 'Lagos, Nigeria' })).toContainText(TRAVEL);
    await panel.getByRole('checkbox', { name: 'Outside market' }).click();
    await expect(page).toHaveURL(/[?&]reasons=outsideMarket(&|$)/);
    await panel.getByRole('checkbox', { name: 'Impossible travel' }).click();
    await expect(page).not.toHaveURL(/reasons=impossibleTravel/);
    await expect(panel.getByText('Scans not found', { exact: true })).toBeVisible();
    // Opened from its link on a phone, the filters come back from it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/projects/${SPRING}/analytics?tagId=${tagId}&reasons=impossibleTravel&minScore=70`);
    await expect(panel.getByRole('checkbox', { name: 'Impossible travel' })).toBeChecked();
    await expect(panel.getByRole('row').filter({ hasText: 'Lagos, Nigeria' })).toContainText(TRAVEL);
    await expectNoSeriousAxeViolations(page, 'main');

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughApi(page, demo.superUser.email);
    await page.goto(`/projects/${SPRING}/ted?tagId=${tagId}`);
    const lagosCard = page.getByRole('article').filter({ hasText: 'Lagos, Nigeria' });
    await expect(lagosCard.getByText(/^Suspicious: \d+$/)).toBeVisible();
    await lagosCard.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Scan Details' });
    await expect(dialog.getByRole('heading', { name: 'Suspicion' })).toBeVisible();
    await expect(dialog.getByText(/^Score \d+ of 100$/)).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Impossible travel (+70):' })).toContainText(
      /Scanned in Lagos 2 h after Paris: 4,7\d\d km, 2,3\d\d km\/h/,
    );
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    // Seeing the counterfeit, the engineer blacklists the tag without leaving Scan Details.
    const tagStatus = dialog.getByRole('form', { name: 'Change status' });
    await expect(dialog.getByText('Active', { exact: true })).toBeVisible();
    await tagStatus.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Blacklisted' }).click();
    await tagStatus.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Counterfeit seen' }).click();
    await tagStatus.getByRole('textbox', { name: 'Note' }).fill('Lagos 2 h after Paris');
    await tagStatus.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Tag status set to Blacklisted.')).toBeVisible();
    await expect(dialog.getByText('Blacklisted', { exact: true })).toBeVisible();
    await page.goto(`/projects/${SPRING}/tags/${tagId}`);
    const history = page.getByRole('table', { name: 'Status history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Active → Blacklisted');
    await expect(history.getByRole('row').nth(1)).toContainText('Lagos 2 h after Paris');
  });
});

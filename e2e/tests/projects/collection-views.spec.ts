import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { openCollectionTab } from '../../support/collection-tab';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

// A collection no other spec assigns views to; each test removes the assignments it made.
const COLLECTION = 'Sunglasses Launch';
const SPRING = '5f000000-0000-4000-8000-000000000101';

async function openResultViews(page: Page, email: string) {
  await signInThroughApi(page, email);
  const { collectionId } = await openCollectionTab(page, COLLECTION, 'Result views');
  return collectionId;
}

const asAdmin = (request: APIRequestContext) => apiAs(request, demo.admin.email, SPRING);

async function assignments(request: APIRequestContext, collectionId: string): Promise<{ id: string }[]> {
  return (await asAdmin(request)('GET', `/api/content/collection-views/${collectionId}`)).collection_views;
}

const NO_PAGE =
  'Scans of this collection have no page: a consumer who scans one of its tags sees "We could not find this product. This product has no page yet." Assign a view for genuine scans, in English at least, so they see a page.';

async function assign(page: Page, view: string, language: string, { asDefault }: { asDefault: boolean }) {
  await page.getByRole('button', { name: 'Assign result view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign result view' });
  await dialog.getByRole('combobox', { name: /^Result view/ }).click();
  await page.getByRole('option', { name: view }).click();
  await dialog.getByRole('combobox', { name: /^Language/ }).click();
  await page.getByRole('option', { name: language, exact: true }).click();
  if (asDefault) await dialog.getByLabel('Default for this language').check();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Result view assigned.' }).first()).toBeVisible();
}

const defaultSwitch = (page: Page, view: string, language: string) =>
  page.getByRole('switch', { name: `Default: ${view}, ${language}, All platforms, positive` });

/** Flips a default switch as a pointer does: on its track (the input lies beneath it, see below for keys). */
const flipDefault = (page: Page, view: string, language: string) =>
  page.locator('label', { has: defaultSwitch(page, view, language) }).click();

test.describe('Collection result views (000 §2, §3)', () => {
  let collectionId = '';
  test.afterEach(async ({ request }) => {
    if (!collectionId) return;
    const call = asAdmin(request);
    for (const entry of await assignments(request, collectionId)) {
      await call('DELETE', `/api/content/collection-views/${entry.id}`);
    }
    collectionId = '';
  });

  test("the demo's main collection has its English page, so its scan links open one", async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    await openCollectionTab(page, 'Leather Tote Bags', 'Result views');
    await expect(defaultSwitch(page, 'Authentic product', 'English')).toBeChecked();
    await expect(page.getByText('Where scans have no page')).toHaveCount(0);
  });

  test('an admin assigns views by language; the first is its default; a new default for German clears the other German default', async ({
    page,
  }) => {
    // Four assignments, two axe runs and a reload: past 60 s on the loaded 2-core CI machine.
    test.setTimeout(120_000);
    collectionId = await openResultViews(page, demo.admin.email);
    await expect(page.getByText('No result views are assigned to this collection yet.')).toBeVisible();
    await expect(page.getByText(NO_PAGE)).toBeVisible();

    await page.getByRole('button', { name: 'Assign result view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign result view' });
    await expect(dialog.getByRole('combobox', { name: /^Scan state/ })).toHaveValue('Positive (genuine)');
    await expect(dialog.getByRole('combobox', { name: /^Language/ })).toHaveValue('English');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog.getByText('Choose a result view')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Left off, the switch still makes the first English view the default: otherwise the scan has no page.
    await assign(page, 'Authentic product', 'English', { asDefault: false });
    await expect(defaultSwitch(page, 'Authentic product', 'English')).toBeChecked();
    await expect(page.getByText(NO_PAGE)).toHaveCount(0);

    await assign(page, 'Counterfeit warning', 'German', { asDefault: true });
    await assign(page, 'Authentic product', 'German', { asDefault: true });

    await expect(defaultSwitch(page, 'Authentic product', 'English')).toBeChecked();
    await expect(defaultSwitch(page, 'Authentic product', 'German')).toBeChecked();
    await expect(defaultSwitch(page, 'Counterfeit warning', 'German')).not.toBeChecked();

    // Without a German default, German phones land on the English page: the tab says so.
    await flipDefault(page, 'Authentic product', 'German');
    await expect(
      page.getByText(
        'German has no live page (none of its views is the default): consumers whose phone asks for German see the English page.',
      ),
    ).toBeVisible();
    await flipDefault(page, 'Authentic product', 'German');
    await expect(page.getByText('Where scans have no page')).toHaveCount(0);

    // The switch works from the keyboard (its input is visually hidden behind the track).
    await defaultSwitch(page, 'Counterfeit warning', 'German').focus();
    await page.keyboard.press('Space');
    await expect(defaultSwitch(page, 'Counterfeit warning', 'German')).toBeChecked();
    await expect(defaultSwitch(page, 'Authentic product', 'German')).not.toBeChecked();
    await expect(defaultSwitch(page, 'Authentic product', 'English')).toBeChecked();
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await expect(defaultSwitch(page, 'Counterfeit warning', 'German')).toBeChecked();
    await page.getByRole('button', { name: 'Remove Authentic product, German, All platforms, positive' }).click();
    await page.getByRole('button', { name: 'Confirm remove' }).click();
    await expect(page.getByRole('table', { name: 'Assigned result views' }).getByRole('row')).toHaveCount(3);
  });

  test('a guest sees the assignments and which is default, and cannot change them', async ({ page, request }) => {
    const call = asAdmin(request);
    const { data: views } = await call('GET', '/api/content/views');
    const viewId = (name: string) => views.find((view: { name: string }) => view.name === name).id;
    const collections = await call('GET', '/api/warehouse/collections');
    collectionId = collections.data.find((collection: { name: string }) => collection.name === COLLECTION).id;
    for (const [view, language] of [
      ['Authentic product', 'en'],
      ['Counterfeit warning', 'de'],
    ] as const) {
      await call('POST', '/api/content/collection-views', {
        collection_id: collectionId,
        view_id: viewId(view),
        platform: 'ALL',
        language,
        is_default: true,
      });
    }

    await openResultViews(page, demo.guest.email);
    const table = page.getByRole('table', { name: 'Assigned result views' });
    await expect(table.getByRole('row').filter({ hasText: 'German' })).toContainText('Default');
    await expect(page.getByRole('button', { name: 'Assign result view' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});

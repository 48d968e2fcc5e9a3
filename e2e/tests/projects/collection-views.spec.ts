import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { openCollectionTab } from '../../support/collection-tab';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';

async function openScarvesResultViews(page: Page, email: string) {
  await new LoginPage(page).logInAs(email);
  await openCollectionTab(page, 'Silk Scarves', 'Result views');
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
}

const defaultSwitch = (page: Page, view: string, language: string) =>
  page.getByRole('switch', { name: `Default: ${view}, ${language}, All platforms, positive` });

test.describe('Collection result views (000 §2, §3)', () => {
  test("the demo's main collection has its English page, so its scan links open one", async ({ page }) => {
    await new LoginPage(page).logInAs(demo.admin.email);
    await openCollectionTab(page, 'Leather Tote Bags', 'Result views');
    await expect(defaultSwitch(page, 'Authentic product', 'English')).toBeChecked();
    await expect(page.getByText('Where scans have no page')).toHaveCount(0);
  });

  // fixme (issue 21, stop 22): hangs past 120 s since the assign dialog changed; the guest test below reads the rows it leaves.
  test.fixme('an admin assigns views by language; the first is its default; a new default for German clears the other German default', async ({
    page,
  }) => {
    // Four assignments, two axe runs and a reload: past 60 s on the loaded 2-core CI machine.
    test.setTimeout(120_000);
    await openScarvesResultViews(page, demo.admin.email);
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
    await defaultSwitch(page, 'Authentic product', 'German').click();
    await expect(
      page.getByText(
        'German has no live page (none of its views is the default): consumers whose phone asks for German see the English page.',
      ),
    ).toBeVisible();
    await defaultSwitch(page, 'Authentic product', 'German').click();
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

  test.fixme('a guest sees the assignments and which is default, and cannot change them', async ({ page }) => {
    await openScarvesResultViews(page, demo.guest.email);
    const table = page.getByRole('table', { name: 'Assigned result views' });
    await expect(table.getByRole('row').filter({ hasText: 'German' })).toContainText('Default');
    await expect(page.getByRole('button', { name: 'Assign result view' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});

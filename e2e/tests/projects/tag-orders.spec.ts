import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

// Globex: limit 50,000, 20,000 already made; Night Cream starts empty. Acme's numbers stay as seeded.
const LIMIT_TEXT =
  "This is over the project company's Smart Fingerprint limit. You may order up to 30,000 Fingerprints.";

test.describe('Smart Fingerprint Orders (000 §2, §4, §5)', () => {
  test('a super user orders 5,000 tags, sees the limit refused, and watches the order complete and the totals follow', async ({
    page,
  }) => {
    await signInThroughApi(page, demo.superUser.email);
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Globex Cosmetics' }).click();
    await page.getByRole('link', { name: 'Night Cream' }).click();
    await expect(page).toHaveURL(/\/collections\/[^/]+\/fingerprints$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Fingerprint Orders' })).toBeVisible();
    await expect(page.getByText('No Smart Fingerprints have been ordered for this collection yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Order Smart Fingerprints' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Smart Fingerprints' });
    await expect(dialog.getByText('Your company may order up to 30,000 more Smart Fingerprints.')).toBeVisible();
    const quantity = dialog.getByLabel(/^Number of Smart Fingerprints/);
    // Said while typing, before Order is pressed.
    for (const value of ['0', 'abc', '12.5']) {
      await quantity.fill(value);
      await expect(dialog.getByText('Not a valid quantity', { exact: true })).toBeVisible();
    }
    await quantity.fill('30001');
    await expect(dialog.getByText(LIMIT_TEXT, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Contact us to raise your limit' })).toHaveAttribute(
      'href',
      '/need-help',
    );
    await expectNoSeriousAxeViolations(page);

    await quantity.fill('5000');
    await dialog.getByRole('button', { name: 'Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Order for 5,000 Smart Fingerprints placed.' }),
    ).toBeVisible();
    const row = page.getByRole('table', { name: 'Smart Fingerprint Orders' }).getByRole('row').nth(1);
    await expect(row).toContainText('5,000');
    // The list refreshes itself every 10 s while the order runs.
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText('Total Smart Fingerprints').locator('..')).toContainText('5,000');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('link', { name: 'Globex Cosmetics' }).click();
    const nightCream = page.getByRole('row', { name: /Night Cream/ });
    await expect(nightCream).toContainText('5,000');
    await expect(nightCream).toContainText('Complete');
  });

  test('a project admin sees the orders but cannot order', async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Spring Collection 2026' }).click();
    await page.getByRole('link', { name: 'Leather Tote Bags' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Fingerprint Orders' })).toBeVisible();
    // 000 §2: the collection's header, each fact under its label.
    const collectionId = new URL(page.url()).pathname.split('/')[4]!;
    const facts: [string, string][] = [
      ['Collection Name', 'Leather Tote Bags'],
      ['Collection ID', collectionId],
      ['Total Smart Fingerprints', '25,000'],
    ];
    for (const [label, value] of facts) {
      await expect(page.getByText(label, { exact: true }).locator('..')).toHaveText(`${label}${value}`);
    }
    const row = page.getByRole('table', { name: 'Smart Fingerprint Orders' }).getByRole('row').nth(1);
    await expect(row).toContainText('25,000');
    await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order Smart Fingerprints' })).toHaveCount(0);
    // Who orders instead, and how to ask.
    await expect(
      page.getByText(
        'Smart Fingerprint places the orders for your collections. Contact us to order Smart Fingerprints for this one.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/need-help');
    await expectNoSeriousAxeViolations(page);
  });
});

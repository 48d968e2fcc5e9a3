import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { scanPageURL } from '../../support/ports';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const COLLECTION = 'Leather Tote Bags';
/** A tag no other spec scans or changes (scan-page-tag-status uses 40–42, scan-page-assign 7). */
const TAG_INDEX = 47;
/** A 2×2 png, so the test needs no image library. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFklEQVQImWM4IScnd0KOQU7uxIcPHwAgFgXdTt4gzwAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('A consumer reports a problem from the scan page', () => {
  let tagId = '';
  const admin = (request: APIRequestContext) => apiAs(request, demo.admin.email, SPRING);

  test.afterEach(async ({ request }) => {
    if (tagId) await admin(request)('PUT', `/api/warehouse/tags/${tagId}/status`, { status: 'active' });
  });

  test('on a phone, from the built-in page of a blacklisted tag, with a photo; the brand reads it', async ({
    browser,
    request,
  }) => {
    const call = admin(request);
    const collections = await call('GET', '/api/warehouse/collections');
    const collectionId = collections.data.find((entry: { name: string }) => entry.name === COLLECTION).id;
    const tags = await call(
      'GET',
      `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=id,shortCode&limit=1&offset=${TAG_INDEX}`,
    );
    const shortCode = tags.data[0].shortCode as string;
    tagId = tags.data[0].id as string;
    await call('PUT', `/api/warehouse/tags/${tagId}/status`, { status: 'blacklisted', reason: 'counterfeit_seen' });

    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await phone.goto(`${scanPageURL}/s/${shortCode}`);
    await expect(phone.getByRole('heading', { name: 'We could not verify this product' })).toBeVisible();

    // By keyboard: the button opens the form and focus lands on its heading.
    const open = phone.getByRole('button', { name: 'Report a problem with this product' });
    await open.focus();
    await phone.keyboard.press('Enter');
    await expect(phone.getByRole('heading', { name: 'Report a problem' })).toBeFocused();
    await expectNoSeriousAxeViolations(phone);

    // Sent empty, the form names the field and takes the consumer to it.
    await phone.getByRole('button', { name: 'Send report' }).click();
    await expect(phone.getByText('What is wrong: tell us what you noticed.')).toBeVisible();
    await expect(phone.getByLabel('What is wrong?')).toBeFocused();

    const stamp = `Loose stitching ${Date.now()}`;
    await phone.getByLabel('What is wrong?').fill(stamp);
    await phone.getByLabel('Shop (optional)').fill('Corner Boutique');
    await phone.getByLabel('City (optional)').fill('Lyon');
    await phone.getByLabel('Country (optional)').fill('France');
    await phone.getByLabel('Price paid (optional)').fill('49.90');
    await phone.getByLabel('Your email (optional)').fill('consumer@example.com');
    await phone.getByRole('button', { name: 'Send report' }).click();
    await expect(phone.getByText('Currency: give the currency with the price (or leave both empty).')).toBeVisible();
    await expect(
      phone.getByText('Email: tick the box to let the brand contact you, or leave the email empty.'),
    ).toBeVisible();
    await phone.getByLabel('Currency (optional)').fill('EUR');
    await phone.getByLabel('The brand may contact me at this email about my report.').check();
    await phone
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(phone.getByRole('button', { name: 'Remove label.png' })).toBeVisible();
    // Nothing is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(phone);

    await phone.getByRole('button', { name: 'Send report' }).click();
    await expect(phone.getByRole('heading', { name: 'Thank you for your report' })).toBeFocused();
    await expect(phone.getByText('The brand has received it and will look into it.')).toBeVisible();
    await expectNoSeriousAxeViolations(phone);

    const reports = await call('GET', `/api/events/consumer-reports?project_id=${SPRING}&tagId=${tagId}`);
    const report = reports.data.find((entry: { description: string }) => entry.description === stamp);
    expect(report).toMatchObject({
      tagId,
      collectionId,
      shop: 'Corner Boutique',
      city: 'Lyon',
      country: 'France',
      price: { amount: '49.90', currency: 'EUR' },
      email: 'consumer@example.com',
      language: 'en',
    });
    expect(report.photos).toHaveLength(1);
    expect(report.photos[0].original).toMatchObject({ width: 2, height: 2 });
    await context.close();
  });
});

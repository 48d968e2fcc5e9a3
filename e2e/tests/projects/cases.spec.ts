import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { mailsTo } from '../../support/outbox';
import { scanPageURL } from '../../support/ports';
import { signInThroughApi } from '../../support/role-contexts';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const COLLECTION = 'Silk Scarves';
/** Tags no other spec scans or changes: the Administrator's case, and the one a Guest reads. */
const ADMIN_INDEX = 83;
const GUEST_INDEX = 84;
/** The tag a consumer reports from a phone. */
const REPORT_INDEX = 85;
/** A 2×2 png, so the test needs no image library. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFklEQVQImWM4IScnd0KOQU7uxIcPHwAgFgXdTt4gzwAAAABJRU5ErkJggg==',
  'base64',
);

async function silkScarfTag(request: APIRequestContext, index: number) {
  const call = apiAs(request, demo.admin.email, SPRING);
  const collections = await call('GET', '/api/warehouse/collections');
  const collectionId = collections.data.find((entry: { name: string }) => entry.name === COLLECTION).id as string;
  const tags = await call(
    'GET',
    `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=id,shortCode&limit=1&offset=${index}`,
  );
  return tags.data[0] as { id: string; shortCode: string };
}

/** The tag active again and its case closed, so the next run starts where this one did. */
async function resetTag(request: APIRequestContext, index: number) {
  const call = apiAs(request, demo.admin.email, SPRING);
  const { id: tagId } = await silkScarfTag(request, index);
  await call('PUT', `/api/warehouse/tags/${tagId}/status`, { status: 'active' });
  const open = await call('GET', `/api/events/cases?tagId=${tagId}&status=open`);
  const investigating = await call('GET', `/api/events/cases?tagId=${tagId}&status=investigating`);
  for (const item of [...open.items, ...investigating.items]) {
    await call('PATCH', `/api/events/cases/${item.id}`, { status: 'closed', resolution: 'no_action' });
  }
}

test.describe('Cases', () => {
  test.afterEach(async ({ request }) => {
    await resetTag(request, ADMIN_INDEX);
    await resetTag(request, GUEST_INDEX);
    await resetTag(request, REPORT_INDEX);
  });

  test("a consumer's report from a phone opens the tag's case, and closing it as a counterfeit blacklists the tag", async ({
    browser,
    page,
  }) => {
    const tag = await silkScarfTag(page.request, REPORT_INDEX);
    // An inactive tag's scan page is the built-in one, which offers the report whatever views the collection has.
    await apiAs(page.request, demo.admin.email, SPRING)('PUT', `/api/warehouse/tags/${tag.id}/status`, {
      status: 'inactive',
    });
    const phoneContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await phone.goto(`${scanPageURL}/s/${tag.shortCode}`);
    await expect(phone.getByRole('heading', { name: 'We could not verify this product' })).toBeVisible();
    await phone.getByRole('button', { name: 'Report a problem with this product' }).click();
    const stamp = `Blurred logo ${Date.now()}`;
    await phone.getByLabel('What is wrong?').fill(stamp);
    await phone
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PHOTO });
    await phone.getByRole('button', { name: 'Send report' }).click();
    await expect(phone.getByRole('heading', { name: 'Thank you for your report' })).toBeFocused();

    await signInThroughApi(page, demo.admin.email);
    await page.goto(`/projects/${SPRING}/cases?openedBy=report`);
    await page
      .getByRole('table', { name: 'Cases' })
      .getByRole('link', { name: `${COLLECTION} #${REPORT_INDEX}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Case of ${COLLECTION} #${REPORT_INDEX}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Case' })).toContainText('Consumer report');
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText(stamp);
    await expect(timeline.getByRole('img', { name: 'Photo 1 of the report' })).toHaveJSProperty('naturalWidth', 2);

    await page.getByRole('combobox', { name: 'Resolution' }).click();
    await page.getByRole('option', { name: 'Confirmed counterfeit' }).click();
    await page.getByRole('checkbox', { name: 'Also blacklist the tag (reason: counterfeit seen)' }).check();
    await page.getByRole('button', { name: 'Close as confirmed counterfeit' }).click();
    await expect(page.getByRole('table', { name: 'Case' }).getByRole('row', { name: /Tag status/ })).toContainText(
      'Blacklisted',
    );

    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Inactive → Blacklisted');
    await phoneContext.close();
  });

  test('an Administrator opens a case from a tag page, assigns it, adds a note and closes it as a counterfeit, blacklisting the tag', async ({
    page,
    request,
  }) => {
    const { id: tagId } = await silkScarfTag(request, ADMIN_INDEX);
    await signInThroughApi(page, demo.admin.email);
    await page.goto(`/projects/${SPRING}/tags/${tagId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Tag ${ADMIN_INDEX} of ${COLLECTION}` })).toBeVisible();
    await page.getByRole('button', { name: 'Open case' }).click();

    await expect(page).toHaveURL(new RegExp(`/projects/${SPRING}/cases/[0-9a-f-]{36}$`));
    const heading = page.getByRole('heading', { level: 1, name: `Case of ${COLLECTION} #${ADMIN_INDEX}` });
    await expect(heading).toBeVisible();
    const facts = page.getByRole('table', { name: 'Case' });
    await expect(facts).toContainText('By hand (Ada Admin)');
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('Case opened');
    await expect(timeline).toContainText('Tag ordered');
    await expectNoSeriousAxeViolations(page, 'main');

    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Gus Guest' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Case saved.')).toBeVisible();
    await expect(facts.getByRole('row', { name: /Assignee/ })).toContainText('Gus Guest');
    await expect(timeline).toContainText('Assigned to Gus Guest');
    await expect
      .poll(async () => (await mailsTo(request, demo.guest.email)).map((mail) => mail.subject))
      .toContain('A case of the Spring Collection 2026 project is assigned to you');

    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Write a note.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Note' }).fill('The seller in Lagos sells it at half price.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added.')).toBeVisible();
    await expect(timeline).toContainText('The seller in Lagos sells it at half price.');

    await page.getByRole('button', { name: 'Close case' }).click();
    await expect(page.getByText('Choose how the case ends.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Resolution' }).click();
    await page.getByRole('option', { name: 'Confirmed counterfeit' }).click();
    await page.getByRole('checkbox', { name: 'Also blacklist the tag (reason: counterfeit seen)' }).check();
    await page.getByRole('button', { name: 'Close as confirmed counterfeit' }).click();
    await expect(page.getByRole('main').getByText('Closed: Confirmed counterfeit').first()).toBeVisible();
    await expect(facts.getByRole('row', { name: /Tag status/ })).toContainText('Blacklisted');
    await expect(timeline).toContainText('Status Open → Closed: Confirmed counterfeit, tag blacklisted');
    await expect(page.getByRole('button', { name: 'Reopen case' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main');

    await facts.getByRole('link', { name: `${COLLECTION} #${ADMIN_INDEX}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Tag ${ADMIN_INDEX} of ${COLLECTION}` })).toBeVisible();
    await expect(page.getByRole('main').getByText('Blacklisted', { exact: true }).first()).toBeVisible();

    await page.goto(`/projects/${SPRING}/cases?status=closed&openedBy=hand`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Cases' })
        .getByRole('link', { name: `${COLLECTION} #${ADMIN_INDEX}` })
        .first(),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cases.csv');
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'case_id,collection,tag_index,tag_id,tag_status,status,resolution,assignee,opened_by,opened_at,updated_at,closed_at',
    );
    expect(text).toContain(`,${COLLECTION},${ADMIN_INDEX},${tagId},blacklisted,Closed,Confirmed counterfeit,`);
  });

  test('a Guest opens a case straight from its URL on a phone and reads it, without a way to change it', async ({
    page,
    request,
  }) => {
    const { id: tagId } = await silkScarfTag(request, GUEST_INDEX);
    const opened = await apiAs(request, demo.admin.email, SPRING)('POST', '/api/events/cases', {
      tagId,
      note: 'Opened for the Guest to read.',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page, demo.guest.email);
    await page.goto(`/projects/${SPRING}/cases/${opened.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Case of ${COLLECTION} #${GUEST_INDEX}` })).toBeVisible();
    await expect(page.getByText("Only the project's Administrators can work on a case.")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Opened for the Guest to read.');
    await expect(page.getByRole('button', { name: 'Add note' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /Close/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'main');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto(`/projects/${SPRING}/tags/${tagId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Tag ${GUEST_INDEX} of ${COLLECTION}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open case' })).toHaveCount(0);

    await page.goto(`/projects/${SPRING}/cases`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${COLLECTION} #${GUEST_INDEX}` }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main');
  });
});

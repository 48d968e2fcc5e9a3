import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInAs } from '../../support/role-contexts';
import { mailedPath } from '../../support/outbox';
import { AdministrationPage } from './administration-page';

const NO_TEAM = "It looks like you aren't part of a team yet. Get in touch with us to help you get started.";
const PASSWORD = 'joining2026';

const companyInvitationPath = (request: APIRequestContext, email: string, company: string) =>
  mailedPath(request, email, `You are invited to join ${company} on Smart Fingerprint`, '/join-company');

/** Registers through an emailed company invitation, which signs the person in to that company. */
async function registerThroughInvitation(page: Page, path: string, firstName: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel(/^First name/).fill(firstName);
  await page.getByLabel(/^Last name/).fill('Tester');
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
}

test.describe('Administration (000 §2)', () => {
  test("a super user creates a company and raises and lowers its limit; the dialog and the company's staff follow", async ({
    page,
    browser,
    request,
  }) => {
    const name = `Aardvark Labs ${Date.now()}`;
    const admin = new AdministrationPage(page);
    await signInAs(page, demo.superUser.email);
    await admin.openFromNavigation();
    await expect(admin.heading('Administration | Smart Fingerprint HQ')).toBeVisible();
    await expect(page).toHaveTitle('Administration | Smart Fingerprint HQ');

    await page.getByRole('button', { name: 'Create new company' }).click();
    const create = page.getByRole('dialog', { name: 'Create new company' });
    await expect(create.getByLabel(/^Fingerprint limit/)).toHaveValue('0');
    await create.getByLabel(/^Fingerprint limit/).fill('lots');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('Name is required')).toBeVisible();
    await expect(create.getByText('Website is required')).toBeVisible();
    await expect(create.getByText('Description is required')).toBeVisible();
    await expect(create.getByText('Not a valid number')).toBeVisible();
    await create.getByLabel(/^Fingerprint limit/).fill('2.5');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('Not a valid integer')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await create.getByRole('button', { name: 'Cancel' }).click();

    await admin.createCompany({ name, website: 'https://aardvark.example', description: 'Ants, mostly.' });
    await expect(page.getByRole('status').filter({ hasText: `Company "${name}" created.` })).toBeVisible();
    const row = page.getByRole('table', { name: 'Companies' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('https://aardvark.example');
    await expect(row).toContainText('Ants, mostly.');

    const manage = await admin.manage(name);
    await expect(manage.getByText('Limit: 0')).toBeVisible();
    await expect(manage.getByText('No users found.')).toBeVisible();
    await expect(manage.getByText('No invitations found.')).toBeVisible();
    await manage.getByLabel(/^Increase Limit/).fill('ten');
    await manage.getByRole('button', { name: 'Change limit' }).click();
    await expect(manage.getByText('Not a valid number')).toBeVisible();
    await admin.changeLimit(manage, '5000', 'Limit will be increased to 5,000');
    await expect(manage.getByText('Limit: 5,000')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} may now order up to 5,000 Smart Fingerprints.` }),
    ).toBeVisible();
    await expect(row).toContainText('5,000');
    await admin.changeLimit(manage, '-1500', 'Limit will be decreased to 3,500');
    await expect(manage.getByText('Limit: 3,500')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    const email = `kim-${Date.now()}@example.test`;
    await manage.getByLabel(/^Email/).fill(email);
    await manage.getByRole('button', { name: 'Invite to Company' }).click();
    await expect(manage.getByRole('table', { name: `Invitations of ${name}` })).toContainText(email);

    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await registerThroughInvitation(staffPage, await companyInvitationPath(request, email, name), 'Kim');
    const staffAdmin = new AdministrationPage(staffPage);
    await staffAdmin.openFromNavigation();
    await expect(staffAdmin.heading(`Administration | ${name}`)).toBeVisible();
    await staffAdmin.expectFingerprints('0 of 3,500');
    await expect(staffPage.getByRole('button', { name: 'Create new company' })).toHaveCount(0);

    await admin.changeLimit(manage, '500', 'Limit will be increased to 4,000');
    await expect(manage.getByText('Limit: 4,000')).toBeVisible();
    await expect(manage.getByRole('table', { name: `Users of ${name}` })).toContainText(email);
    await staffPage.reload();
    await staffAdmin.expectFingerprints('0 of 4,000');
    await staff.close();
  });

  test('an admin invites someone to the company, finds the invitation in the table and the outbox, and deactivates it', async ({
    page,
    request,
  }) => {
    const email = `lee-${Date.now()}@example.test`;
    const admin = new AdministrationPage(page);
    await signInAs(page, demo.admin.email);
    await admin.openFromNavigation();
    await expect(admin.heading('Administration | Acme Brands')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fingerprints Available' })).toBeVisible();
    await expect(page.getByText(/^[\d,]+ of [\d,]+$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toContainText(demo.admin.email);
    await expect(page.getByRole('button', { name: 'Create new company' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a User to Your Company' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();

    const row = admin.invitationRow(email);
    await expect(row).toContainText('Invite to company');
    await expect(row).toContainText('Acme Brands');
    await expect(row.getByRole('cell').nth(4)).toHaveText('Yes');
    const path = await companyInvitationPath(request, email, 'Acme Brands');
    const token = path.split('/').pop();
    expect((await (await request.get(`/api/auth-service/invitations/${token}`)).json()).is_active).toBe(true);

    await row.getByRole('button', { name: `Deactivate the invitation to ${email}` }).click();
    await row.getByRole('button', { name: 'Confirm deactivate' }).click();
    await expect(row.getByRole('cell').nth(4)).toHaveText('No');
    await expect(row.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
    expect((await (await request.get(`/api/auth-service/invitations/${token}`)).json()).is_active).toBe(false);
  });

  test('a user without a company is told to get in touch, with a button to /need-help', async ({ page, request }) => {
    const email = `solo-${Date.now()}@example.test`;
    const registered = await request.post('/api/auth-service/users', {
      data: { first_name: 'Sol', last_name: 'Solo', email, password: PASSWORD, accepted_terms: true },
    });
    expect(registered.status()).toBe(201);
    const verifyPath = await mailedPath(request, email, 'Verify your email for Smart Fingerprint', '/register/verify');
    expect((await request.post(`/api/auth-service/invitations/activate/${verifyPath.split('/').pop()}`)).status()).toBe(
      204,
    );

    await signInAs(page, email, { password: PASSWORD });
    const admin = new AdministrationPage(page);
    await admin.openFromNavigation();
    await expect(admin.heading('Administration')).toBeVisible();
    await expect(page.getByText(NO_TEAM)).toBeVisible();
    await expect(page.getByText('Fingerprints Available')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Get in touch' }).click();
    await expect(page).toHaveURL('/need-help');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInAs, signInThroughApi } from '../../support/role-contexts';
import { mailedPath, mailsTo } from '../../support/outbox';

const SUPPORT = 'support@console.localhost';
const THANKS = 'Thank you. Your request has been sent; we will reply by email.';
const INVITATION_INVALID = 'Your invitation may have expired, or is no longer valid.';
const VERIFY_SUBJECT = 'Verify your email for Smart Fingerprint';
/** A token of the issued shape that nobody issued: the page treats it as a used link. */
const DEAD_TOKEN = 'dead-verification-link-0000000000000000000';

async function askForHelp(page: Page, subject: string) {
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^How can we help/).fill('I cannot get past verification.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
}

async function newestSupportMail(page: Page, subject: string) {
  const mails = await mailsTo(page.request, SUPPORT);
  return mails.find((mail) => mail.subject === `[Smart Fingerprint help] ${subject}`);
}

test.describe('Help for people who cannot sign in yet', () => {
  test('/verification-sent "Contact us" opens the help form for the unverified user, whose request arrives', async ({
    page,
  }) => {
    await signInAs(page, demo.unverified.email);
    await expect(page).toHaveURL('/verification-sent');
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL('/need-help');
    await expect(page.getByRole('heading', { level: 1, name: 'Need help?' })).toBeVisible();
    await expect(page.getByLabel(/^Your email/)).toHaveValue(demo.unverified.email);
    const subject = `Unverified ${Date.now()}`;
    await askForHelp(page, subject);
    expect((await newestSupportMail(page, subject))?.text).toContain(`From: ${demo.unverified.email}`);
  });

  test('a signed-out visitor opens /need-help directly, gives an address and is answered there', async ({ page }) => {
    await page.goto('/need-help');
    await expect(page.getByRole('heading', { level: 1, name: 'Need help?' })).toBeVisible();
    await expect(page.getByLabel(/^Your email/)).toHaveValue('');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel(/^Your email/).fill('locked-out@example.test');
    const subject = `Signed out ${Date.now()}`;
    await askForHelp(page, subject);
    expect((await newestSupportMail(page, subject))?.text).toContain('From: locked-out@example.test');
  });
});

test.describe('A dead verification link offers a new one', () => {
  test('signed out: the invalid text and a way to log in, where an unverified account can resend', async ({ page }) => {
    await page.goto(`/register/verify/${DEAD_TOKEN}`);
    await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
    await expect(page.getByText('Log in to get a new verification link.')).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    await expectNoSeriousAxeViolations(page);
  });

  test('signed in but unverified: "Send the email again" right there mails a new link', async ({ page }) => {
    await signInThroughApi(page, demo.unverified.email);
    await page.goto(`/register/verify/${DEAD_TOKEN}`);
    await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
    await page.getByRole('button', { name: 'Send the email again' }).click();
    await expect(page.getByText('We sent a new link. Links sent before it no longer work.')).toBeVisible();
    const path = await mailedPath(page.request, demo.unverified.email, VERIFY_SUBJECT, '/register/verify');
    expect(path).toMatch(/^\/register\/verify\/[\w-]+$/);
    expect(path).not.toBe(`/register/verify/${DEAD_TOKEN}`);
  });

  test('a malformed token is a dead link too, not a failure to verify', async ({ page }) => {
    await page.goto('/register/verify/x');
    await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
    await expect(page.getByText('Your email could not be verified. Please try again.')).toHaveCount(0);
  });
});

test.describe('The password field and the terms', () => {
  test('"Must be 8 or more characters" is said once: the rules describe the field, the field is marked invalid', async ({
    page,
  }) => {
    await page.goto('/register');
    const password = page.getByRole('textbox', { name: /^Password/ });
    await password.fill('engine1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Must be 8 or more characters', { exact: true })).toHaveCount(1);
    const description = await password.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description.split('Must be 8 or more characters')).toHaveLength(2);
    expect(description).toContain('Must include a number');
    await expectNoSeriousAxeViolations(page);
  });

  test('without termsUrl and privacyUrl the notice is plain text, not links to nowhere', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('By logging in you agree to our Terms of Service and Privacy Policy.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);
  });
});

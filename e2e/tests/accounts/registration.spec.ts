import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { signInAs } from '../../support/role-contexts';
import { mailedPath, mailsTo } from '../../support/outbox';

const INVITATION_INVALID = 'Your invitation may have expired, or is no longer valid.';
const VERIFY_SUBJECT = 'Verify your email for Smart Fingerprint';

async function fillRegistration(page: Page, person: { first: string; last: string; email: string; password: string }) {
  await page.getByLabel(/^First name/).fill(person.first);
  await page.getByLabel(/^Last name/).fill(person.last);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(person.password);
}

test.describe('Self-registration and email verification (000 §2, §5)', () => {
  test('sign up → emailed link → verified → log in → welcome; the link works once', async ({ page, request }) => {
    const email = `ada-${Date.now()}@example.test`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();

    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules.getByRole('listitem')).toHaveText([
      'Must be 8 or more characters',
      'Must include a number',
      'Must include a letter',
    ]);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('You must accept the terms to continue')).toBeVisible();
    await fillRegistration(page, { first: 'Ada', last: 'Lovelace', email, password: 'engine1' });
    await expect(rules.getByRole('listitem')).toHaveText([
      'Must be 8 or more characters',
      '✓ Must include a number',
      '✓ Must include a letter',
    ]);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Must be 8 or more characters').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('textbox', { name: /^Password/ }).fill('engine1843');
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/verification-sent$/);
    await expect(page.getByRole('heading', { name: 'Please verify your email.' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // Asking again replaces the link: only the newest works.
    const first = await mailedPath(request, email, VERIFY_SUBJECT, '/register/verify');
    await page.getByRole('button', { name: 'Send the email again' }).click();
    await expect(page.getByText('We sent a new link. Links sent before it no longer work.')).toBeVisible();
    const newest = await mailedPath(request, email, VERIFY_SUBJECT, '/register/verify');
    expect(newest).not.toBe(first);

    await page.goto(first);
    await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
    await page.goto(newest);
    await expect(page.getByText('Your email is verified.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Log in' }).click();
    await new LoginPage(page).submit(email, 'engine1843');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();

    await page.goto(newest);
    await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
  });

  test('an address that has an account gets the same answer, and its owner an email', async ({ page, request }) => {
    await page.goto('/register');
    await fillRegistration(page, { first: 'Eve', last: 'Taker', email: demo.admin.email, password: 'takeover99' });
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Please verify your email.' })).toBeVisible();
    const [newest] = await mailsTo(request, demo.admin.email);
    expect(newest?.subject).toBe('You already have a Smart Fingerprint account');
    await signInAs(page, demo.admin.email);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();
  });
});

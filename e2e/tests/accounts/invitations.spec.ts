import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo, DEMO_PASSWORD } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { mailedPath } from '../../support/outbox';
import { signInThroughApi } from '../../support/role-contexts';
import { readSession } from '../../support/session';

const SPRING = 'Spring Collection 2026';
const INVITATION_INVALID = 'Your invitation may have expired, or is no longer valid.';
const PASSWORD = 'joining2026';

/** The Spring Administrator invites an email as Guest from the project's Users page, then logs out. */
async function inviteToSpring(page: Page, email: string, { logOut = true } = {}) {
  await signInThroughApi(page, demo.admin.email);
  await page.goto('/projects');
  await page.getByRole('link', { name: SPRING }).click();
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await page.getByRole('button', { name: 'Add person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add person' });
  await dialog.getByText('Invite by email').click();
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('combobox', { name: /^Project role/ }).click();
  await page.getByRole('option', { name: 'Guest' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(email);
  if (logOut) await new LoginPage(page).logOut();
}

const invitationPath = (request: APIRequestContext, email: string) =>
  mailedPath(request, email, `You are invited to the ${SPRING} project on Smart Fingerprint`, '/join-company');

/** A verified account made through the API, as a person who registered earlier would have. */
async function registeredPerson(request: APIRequestContext, email: string) {
  const registered = await request.post('/api/auth-service/users', {
    data: { first_name: 'Rita', last_name: 'Returning', email, password: PASSWORD, accepted_terms: true },
  });
  expect(registered.status()).toBe(201);
  const verifyPath = await mailedPath(request, email, 'Verify your email for Smart Fingerprint', '/register/verify');
  const token = verifyPath.split('/').pop();
  expect((await request.post(`/api/auth-service/invitations/activate/${token}`)).status()).toBe(204);
}

test.describe('Invitation links (000 §2, §4)', () => {
  test('a new person registers through the link and lands in the project; the link then is invalid', async ({
    page,
    request,
  }) => {
    const email = `nia-${Date.now()}@example.test`;
    await inviteToSpring(page, email);

    const path = await invitationPath(request, email);
    await page.goto(path);
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText(`Register your details to join the ${SPRING} project`)).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await expect(page.getByLabel(/^Email/)).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel(/^First name/).fill('Nia');
    await page.getByLabel(/^Last name/).fill('Newcomer');
    await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome, Nia' })).toBeVisible();
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: SPRING })).toBeVisible();

    await new LoginPage(page).logOut();
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
  });

  test('an existing user is signed out of another session, logs in with the invited email and joins', async ({
    page,
    request,
  }) => {
    const email = `rita-${Date.now()}@example.test`;
    await registeredPerson(request, email);
    await inviteToSpring(page, email, { logOut: false });
    const path = await invitationPath(request, email);

    // The admin's session is still open in this browser: following someone else's link ends it.
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(`Log in to join the ${SPRING} project`)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toBeDisabled();
    await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome, Rita' })).toBeVisible();
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: SPRING })).toBeVisible();
  });

  test('a cancelled invitation shows the invalid text', async ({ page, request }) => {
    const email = `cancelled-${Date.now()}@example.test`;
    await inviteToSpring(page, email, { logOut: false });
    await page.getByRole('button', { name: `Cancel the invitation to ${email}` }).click();
    await expect(page.getByRole('button', { name: 'Confirm cancel' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm cancel' }).click();
    await expect(page.getByRole('button', { name: `Cancel the invitation to ${email}` })).toHaveCount(0);
    await new LoginPage(page).logOut();

    await page.goto(await invitationPath(request, email));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(INVITATION_INVALID)).toBeVisible();
  });

  test('a company invitation: the new person registers through the link and joins the company', async ({
    page,
    request,
  }) => {
    // A company of its own: other specs count Acme's users.
    const stamp = Date.now();
    const email = `cora-${stamp}@example.test`;
    const company = `Initech ${stamp}`;
    const login = await request.post('/api/auth-service/auth/login', {
      data: { email: demo.superUser.email, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    const created = await request.post('/api/auth-service/companies', {
      headers,
      data: { name: company, domain: 'https://initech.example', description: 'Invitation test', max_fingerprints: 0 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const invited = await request.post('/api/auth-service/invitations', {
      headers,
      data: { email, type: 'INVITE_COMPANY_USER', company_id: (await created.json()).id },
    });
    expect(invited.status(), await invited.text()).toBe(201);

    await page.goto(
      await mailedPath(request, email, `You are invited to join ${company} on Smart Fingerprint`, '/join-company'),
    );
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText(`Register your details to join the ${company} company`)).toBeVisible();
    await page.getByLabel(/^First name/).fill('Cora');
    await page.getByLabel(/^Last name/).fill('Colleague');
    await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Cora' })).toBeVisible();

    const session = await readSession(page);
    expect((session?.account as { company?: { name: string } } | null)?.company?.name).toBe(company);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { demo } from '../../support/demo-accounts';
import { startGateway } from '../../support/gateway';
import { signInAs, signInThroughApi } from '../../support/role-contexts';
import { mailedPath } from '../../support/outbox';

/** Stands in for a site outside the console, so the browser's arrival there can be seen. */
async function serveExternalSite(page: Page, origin: string, heading: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>${heading}</title><h1>${heading}</h1>` }),
  );
}

test.describe('Runtime config modes of the account pages (000 §2)', () => {
  test('termsUrl and privacyUrl make the notice on /login and the checkbox on /register links', async ({ page }) => {
    const gateway = await startGateway({
      config: { termsUrl: 'https://legal.example/terms', privacyUrl: 'https://legal.example/privacy' },
    });
    try {
      await page.goto(`${gateway.url}/login`);
      await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        'https://legal.example/terms',
      );
      await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        'https://legal.example/privacy',
      );
      // A new tab, so what was typed stays.
      await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');

      await page.goto(`${gateway.url}/register`);
      const terms = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
      await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        'https://legal.example/terms',
      );
      await terms.check();
      await expect(terms).toBeChecked();
    } finally {
      await gateway.stop();
    }
  });

  test('registrationUrl: /register without an invitation sends the browser to the external site', async ({ page }) => {
    await serveExternalSite(page, 'https://register.example', 'External registration');
    const gateway = await startGateway({ config: { registrationUrl: 'https://register.example/sign-up' } });
    try {
      await page.goto(`${gateway.url}/login`);
      await page.getByRole('link', { name: 'Sign up' }).click();
      await expect(page).toHaveURL('https://register.example/sign-up');
      await expect(page.getByRole('heading', { name: 'External registration' })).toBeVisible();
    } finally {
      await gateway.stop();
    }
  });

  test('needHelpFormUrl: /need-help embeds the provider’s form with the user’s email, and offers Done', async ({
    page,
  }) => {
    await serveExternalSite(page, 'https://forms.example', 'Provider form');
    const gateway = await startGateway({
      config: {
        needHelpFormUrl: 'https://forms.example/help?email={email}',
        printingGuidelinesUrl: 'https://print.example/guidelines',
      },
    });
    try {
      await signInAs(page, demo.guest.email, { origin: gateway.url });
      await expect(page.getByRole('heading', { name: `Welcome, ${demo.guest.firstName}` })).toBeVisible();
      // 000 §1: the printing guidelines card appears with a configured page.
      await expect(page.getByRole('link', { name: 'Read the printing guidelines' })).toHaveAttribute(
        'href',
        'https://print.example/guidelines',
      );
      await page.goto(`${gateway.url}/need-help`);
      const form = page.locator('iframe[title="Contact form"]');
      await expect(form).toHaveAttribute(
        'src',
        `https://forms.example/help?email=${encodeURIComponent(demo.guest.email)}`,
      );
      await expect(
        page.frameLocator('iframe[title="Contact form"]').getByRole('heading', { name: 'Provider form' }),
      ).toBeVisible();
      // The console's own form is not shown beside it.
      await expect(page.getByLabel(/^Subject/)).toHaveCount(0);
      // Brought into view first, as a person scrolls to it: a click that scrolls past the 640 px form and
      // clicks in one step reaches the button in the trace yet never fires it (a script's click does).
      const done = page.getByRole('button', { name: 'Done' });
      await done.scrollIntoViewIfNeeded();
      await done.click();
      await expect(page.getByRole('heading', { name: `Welcome, ${demo.guest.firstName}` })).toBeVisible();
    } finally {
      await gateway.stop();
    }
  });
});

test.describe('A user without a team (001 §2)', () => {
  test('/projects says "You must be part of a team to access projects." with "Get in touch" to /need-help', async ({
    page,
  }) => {
    const email = `teamless-${Date.now()}@example.test`;
    const password = 'teamless2026';
    const registered = await page.request.post('/api/auth-service/users', {
      data: { first_name: 'Tess', last_name: 'Teamless', email, password, accepted_terms: true },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await page.goto(
      await mailedPath(page.request, email, 'Verify your email for Smart Fingerprint', '/register/verify'),
    );
    await expect(page.getByText('Your email is verified.')).toBeVisible();

    await signInThroughApi(page, email, { password });
    await page.goto('/projects');
    await expect(page.getByText('You must be part of a team to access projects.')).toBeVisible();
    await page.getByRole('link', { name: 'Get in touch' }).click();
    await expect(page).toHaveURL('/need-help');
    await expect(page.getByLabel(/^Your email/)).toHaveValue(email);
  });
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInAs } from '../../support/role-contexts';
import { mailsTo } from '../../support/outbox';

test.describe('Need help (000 §2)', () => {
  test('a request with the user’s email filled in reaches the support address; Submit another, then Done', async ({
    page,
    request,
  }) => {
    await signInAs(page, demo.guest.email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Need help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Need help?' })).toBeVisible();
    await expect(page.getByLabel(/^Your email/)).toHaveValue(demo.guest.email);

    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const subject = `Printing question ${Date.now()}`;
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByLabel(/^How can we help/).fill('Which paper works best for the tags?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you. Your request has been sent; we will reply by email.')).toBeVisible();

    const [mail] = await mailsTo(request, 'support@console.localhost');
    expect(mail?.subject).toBe(`[Smart Fingerprint help] ${subject}`);
    expect(mail?.text).toContain(`From: ${demo.guest.email}`);
    expect(mail?.text).toContain('Which paper works best for the tags?');

    await page.getByRole('button', { name: 'Submit another' }).click();
    await expect(page.getByLabel(/^Subject/)).toHaveValue('');
    await expect(page.getByLabel(/^Your email/)).toHaveValue(demo.guest.email);
    await page.getByLabel(/^Subject/).fill('Second question');
    await page.getByLabel(/^How can we help/).fill('And the ink?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.guest.firstName}` })).toBeVisible();
  });
});

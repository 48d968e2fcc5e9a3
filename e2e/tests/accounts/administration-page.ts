import { expect, type Locator, type Page } from '@playwright/test';

/** /admin (000 §2): the company's allowance, users and invitations, and the Companies section. */
export class AdministrationPage {
  constructor(private readonly page: Page) {}

  async openFromNavigation() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account settings' }).click();
    await expect(this.page).toHaveURL('/admin');
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title, exact: true });
  }

  /** 'Fingerprints Available': the active count of the limit, e.g. '0 of 3,500'. */
  async expectFingerprints(countOfLimit: string) {
    await expect(this.page.getByRole('heading', { name: 'Fingerprints Available' })).toBeVisible();
    await expect(this.page.getByText(countOfLimit, { exact: true })).toBeVisible();
  }

  invitations(): Locator {
    return this.page.getByRole('table', { name: 'Invitations' });
  }

  invitationRow(email: string): Locator {
    return this.invitations().getByRole('row').filter({ hasText: email });
  }

  async createCompany(company: { name: string; website: string; description: string; limit?: string }) {
    await this.page.getByRole('button', { name: 'Create new company' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create new company' });
    await dialog.getByLabel(/^Name/).fill(company.name);
    await dialog.getByLabel(/^Website/).fill(company.website);
    await dialog.getByLabel(/^Description/).fill(company.description);
    if (company.limit !== undefined) await dialog.getByLabel(/^Fingerprint limit/).fill(company.limit);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  }

  async manage(companyName: string): Promise<Locator> {
    await this.page
      .getByRole('table', { name: 'Companies' })
      .getByRole('button', { name: `Manage ${companyName}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Manage company: ${companyName}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Enters an amount in 'Increase Limit', checks the preview, and changes the limit. */
  async changeLimit(dialog: Locator, amount: string, preview: string) {
    await dialog.getByLabel(/^Increase Limit/).fill(amount);
    await expect(dialog.getByText(preview, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Change limit' }).click();
  }
}

import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: /Log in to/ })).toBeVisible();
  }

  async submit(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  async logOut() {
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log out' }).click();
    await this.page.waitForURL('/login');
  }

  /** Logs in and waits until the console has moved on from /login (to wherever the guards send this user). */
  async logInAs(email: string, password = DEMO_PASSWORD) {
    await this.open();
    await this.submit(email, password);
    await this.page.waitForURL((url) => url.pathname !== '/login');
  }
}

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { test } from '../../support/role-contexts';
import { AdministrationPage } from './administration-page';

const ACME = '5f000000-0000-4000-8000-000000000002';
const GUEST_ROLE = 5;

/** The column headers of a table by their accessible names, in order (sort arrows are hidden from them). */
async function headersOf(table: Locator): Promise<string[]> {
  const headers = table.getByRole('columnheader');
  const names: string[] = [];
  for (let index = 0; index < (await headers.count()); index++) {
    const header = headers.nth(index);
    const button = header.getByRole('button');
    names.push(((await button.count()) > 0 ? await button.textContent() : await header.textContent()) ?? '');
  }
  return names.map((name) => name.replace(/[▲▼↕]/g, '').trim());
}

/** The emails the API answers for one sorted page of Acme's users, as the super user asks. */
async function acmeUserEmails(request: APIRequestContext, sort: string, order: 'asc' | 'desc'): Promise<string[]> {
  const url = `/api/auth-service/companies/${ACME}/users?offset=0&limit=15&sort=${sort}&order=${order}`;
  const page = await apiAs(request, demo.superUser.email, '')('GET', url);
  return (page.data as { email: string }[]).map((user) => user.email);
}

const emailsIn = (table: Locator) =>
  table
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''));

/** A company of its own with six invitations to it and one to a project of it, so the seed stays as it was. */
async function companyWithInvitations(request: APIRequestContext) {
  const stamp = Date.now();
  const asSuper = apiAs(request, demo.superUser.email, '');
  const company = await asSuper('POST', '/api/auth-service/companies', {
    name: `Invites Co ${stamp}`,
    domain: 'https://invites.example',
    description: 'Made by the administration tables test.',
    max_fingerprints: 1000,
  });
  const project = await asSuper('POST', '/api/auth-service/projects', {
    name: `Invites ${stamp}`,
    companyId: company.id,
  });
  for (let index = 1; index <= 6; index++) {
    await asSuper('POST', '/api/auth-service/invitations', {
      email: `company-${index}-${stamp}@example.test`,
      type: 'INVITE_COMPANY_USER',
      company_id: company.id,
    });
  }
  await asSuper('POST', `/api/auth-service/projects/${project.id}/users`, {
    users: [{ email: `project-${stamp}@example.test`, projectRoleId: GUEST_ROLE }],
  });
  return { name: company.name as string, projectName: project.name as string };
}

async function openAdmin(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: /^Administration/ })).toBeVisible();
}

test.describe('Administration tables (000 §2, §3, §5, §9)', () => {
  test("the users table has the spec's headers, and a header click sorts on the server", async ({
    newContextAs,
    request,
  }) => {
    const page = await (await newContextAs('admin')).newPage();
    await openAdmin(page);
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('row').nth(1)).toBeVisible();
    expect(await headersOf(users)).toEqual(['Name', 'Email', 'Email verified?', 'Date registered']);

    await users.getByRole('button', { name: 'Email', exact: true }).click();
    await expect(users.getByRole('columnheader', { name: 'Email', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => emailsIn(users)).toEqual(await acmeUserEmails(request, 'email', 'asc'));
    await users.getByRole('button', { name: 'Email', exact: true }).click();
    await expect(users.getByRole('columnheader', { name: 'Email', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => emailsIn(users)).toEqual(await acmeUserEmails(request, 'email', 'desc'));
  });

  test("the Companies table has the spec's headers and sorts by name both ways", async ({ newContextAs }) => {
    const page = await (await newContextAs('superUser')).newPage();
    await openAdmin(page);
    const companies = page.getByRole('table', { name: 'Companies' });
    await expect(companies.getByRole('row').nth(1)).toBeVisible();
    expect(await headersOf(companies)).toEqual([
      'Name',
      'Website',
      'Description',
      'Max Fingerprints',
      'Date registered',
      'Actions',
    ]);
    const names = () =>
      companies
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
    const name = companies.getByRole('columnheader', { name: 'Name', exact: true });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await names();
    await companies.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(names).not.toEqual(ascending);
    const descending = await names();
    expect(descending[0]! >= descending.at(-1)!).toBe(true);
    expect(ascending[0]! <= ascending.at(-1)!).toBe(true);
  });

  test('the manage dialog pages invitations 5 at a time, labels project invitations, shows every action, and checks the limit while typing', async ({
    newContextAs,
    request,
  }) => {
    const { name, projectName } = await companyWithInvitations(request);
    const page = await (await newContextAs('superUser', { viewport: { width: 1400, height: 900 } })).newPage();
    await openAdmin(page);
    const manage = await new AdministrationPage(page).manage(name);

    const invitations = manage.getByRole('table', { name: `Invitations of ${name}` });
    const rows = invitations.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(5);
    expect(await headersOf(invitations)).toEqual([
      'E-mail',
      'Invitation Type',
      'Company',
      'Date created',
      'Is active?',
      'Actions',
    ]);
    // Every Deactivate button lies wholly inside the dialog's table area, not cut at its right edge.
    const deactivate = invitations.getByRole('button', { name: /^Deactivate the invitation/ });
    await expect(deactivate.first()).toBeVisible();
    const dialogRight = (await manage.locator('.mantine-Modal-body').boundingBox())!;
    for (const button of await deactivate.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(dialogRight.x + dialogRight.width);
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const visible = await button.evaluate((element) => {
        const own = element.getBoundingClientRect();
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          if (own.right > clip.right + 0.5 || own.left < clip.left - 0.5) return false;
        }
        return true;
      });
      expect(visible, 'the button is not clipped by a scrolling ancestor').toBe(true);
    }

    // The newest invitation, to the project, heads the first page.
    await expect(invitations).toContainText(`Invited to project (${projectName})`);
    await manage.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(2);

    // 1,000 - 1,500 is below the 0 in use: refused while typing, and never previewed as a new limit.
    await manage.getByLabel(/^Increase Limit/).fill('-1500');
    await expect(manage.getByText('The limit cannot go below the 0 Fingerprints in use')).toBeVisible();
    await expect(manage.getByText(/^Limit will be/)).toHaveCount(0);
    await manage.getByLabel(/^Increase Limit/).fill('-500');
    await expect(manage.getByText('Limit will be decreased to 500', { exact: true })).toBeVisible();
    await expect(manage.getByText('The limit cannot go below the 0 Fingerprints in use')).toHaveCount(0);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

async function openTeam(page: Page, email: string, project: string) {
  await signInThroughApi(page, email);
  await page.goto('/projects');
  await page.getByRole('link', { name: project }).click();
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Project users' });

test.describe('Project team (001 §2, §5, §6)', () => {
  test('an admin adds a company user, invites an outside email, cancels the invitation and removes the user', async ({
    page,
  }) => {
    await openTeam(page, demo.admin.email, 'Spring Collection 2026');
    await expect(usersTable(page)).toContainText('Ada Admin');
    await expect(usersTable(page)).toContainText('Guest');
    await expect(page.getByText('No pending users')).toBeVisible();

    await page.getByRole('button', { name: 'Add person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add person' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Please select a person to invite')).toBeVisible();
    await expect(dialog.getByText('Select a project role for this person')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Project role/ }).click();
    await expect(page.getByRole('option')).toHaveText(['Administrator', 'Guest']);
    await page.getByRole('option', { name: 'Guest' }).click();
    await dialog.getByRole('combobox', { name: /^Person/ }).click();
    // Onboarding (an earlier spec) may have given the newcomer a name: pick them by email.
    await page.getByRole('option', { name: /\(newcomer@demo\.test\)$/ }).click();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await expect(usersTable(page).getByRole('row').filter({ hasText: 'newcomer@demo.test' })).toContainText('Guest');

    await page.getByRole('button', { name: 'Add person' }).click();
    await dialog.getByText('Invite by email').click();
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByRole('combobox', { name: /^Project role/ }).click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Invalid email')).toBeVisible();
    await dialog.getByLabel(/^Email/).fill('Partner@Example.com');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    const invitations = page.getByRole('table', { name: 'Pending invitations' });
    await expect(invitations).toContainText('partner@example.com');
    await expect(invitations).toContainText('Administrator');
    await expect(invitations).toContainText('admin@demo.test');

    await page.getByRole('button', { name: 'Cancel the invitation to partner@example.com' }).click();
    await page.getByRole('button', { name: 'Confirm cancel' }).click();
    await expect(page.getByText('No pending users')).toBeVisible();

    await page.getByRole('button', { name: 'Remove newcomer@demo.test' }).click();
    await page.getByRole('button', { name: 'Confirm remove' }).click();
    await expect(usersTable(page)).not.toContainText('newcomer@demo.test');
    await expectNoSeriousAxeViolations(page);
  });

  test('a guest sees the team but cannot change it', async ({ page }) => {
    await openTeam(page, demo.guest.email, 'Spring Collection 2026');
    await expect(usersTable(page)).toContainText('Gus Guest');
    await expect(page.getByRole('button', { name: 'Add person' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  });

  test('the last user cannot be removed, and with every company user in the project there is no one to add', async ({
    page,
  }) => {
    await openTeam(page, demo.other.email, 'Globex Cosmetics');
    await expect(usersTable(page)).toContainText('Olga Other');
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add person' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Add person' }).getByText('No company users found to add.'),
    ).toBeVisible();
  });

  test('a project created without users says so', async ({ page }) => {
    await signInThroughApi(page, demo.superUser.email);
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Create project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await dialog.getByLabel(/^Project name/).fill('Nobody Yet');
    await dialog.getByRole('combobox', { name: /^Company/ }).click();
    await page.getByRole('option', { name: 'Globex' }).click();
    await dialog.getByRole('checkbox', { name: /other@demo\.test/ }).uncheck();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    // Create opens the new project.
    await expect(page.getByText('Globex · Nobody Yet')).toBeVisible();
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByText("This project doesn't have users.")).toBeVisible();
  });
});

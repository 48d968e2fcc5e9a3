import { expect, test } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { openProjectSettings } from '../../support/project-settings';

// Wine Labels: the analytics tests count Spring's scans, whose days follow Spring's zone.
const PROJECT = 'Wine Labels';

test.describe("The project's time zone", () => {
  test('an Administrator picks a zone from the list; it is saved, and comes back after a reload', async ({
    page,
    request,
  }) => {
    const projectId = await openProjectSettings(page, demo.admin.email, PROJECT);
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    const save = page.getByRole('button', { name: 'Save time zone' });
    try {
      await expect(zone).toHaveValue('UTC');
      await expect(save).toBeDisabled();
      await zone.click();
      await zone.fill('Sydney');
      await page.getByRole('option', { name: 'Australia/Sydney' }).click();
      await expect(zone).toHaveValue('Australia/Sydney');
      await expectNoSeriousAxeViolations(page, 'main');
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Australia/Sydney');
      const project = await apiAs(
        request,
        demo.admin.email,
        projectId,
      )('GET', `/api/auth-service/my-projects/${projectId}`);
      expect(project.timeZone).toBe('Australia/Sydney');
    } finally {
      await apiAs(request, demo.admin.email, projectId)('PATCH', `/api/auth-service/projects/${projectId}`, {
        timeZone: 'UTC',
      });
    }
  });

  test('a Guest sees the zone but cannot change it', async ({ page }) => {
    await openProjectSettings(page, demo.guest.email, PROJECT);
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save time zone' })).toHaveCount(0);
    await expect(page.getByText("Only the project's Administrators can change it.")).toBeVisible();
  });
});

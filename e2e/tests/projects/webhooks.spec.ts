import { expect, test } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { openProjectSettings } from '../../support/project-settings';
import { startReceiver } from '../../support/webhook-receiver';

// Wine Labels: no other test changes its tags' statuses, so the receiver hears only this test's messages.
const PROJECT = 'Wine Labels';

test.describe('Webhooks in the project settings', () => {
  test('an Administrator adds a webhook, keeps its secret once, sends a test event a local receiver verifies, reads the log, redelivers, and rotates the secret while the receiver still verifies with the old one', async ({
    page,
    request,
  }) => {
    const receiver = await startReceiver();
    const projectId = await openProjectSettings(page, demo.admin.email, PROJECT);
    const asAdmin = apiAs(request, demo.admin.email, projectId);
    try {
      await page.getByRole('tab', { name: 'Webhooks' }).click();
      await expect(page).toHaveURL(/\/settings\?tab=webhooks$/);
      const form = page.getByRole('form', { name: 'Add a webhook' });
      await form.getByRole('button', { name: 'Add webhook' }).click();
      await expect(form.getByText('The URL is not a valid address.')).toBeVisible();
      await form.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
      await expect(form.getByRole('checkbox', { name: /^tag\.status_changed/ })).toBeChecked();
      await form.getByRole('textbox', { name: 'Description' }).fill('e2e receiver');
      await form.getByRole('button', { name: 'Add webhook' }).click();

      await expect(page.getByText('Copy the secret now: it will not be shown again.')).toBeVisible();
      receiver.secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(receiver.secret).toMatch(/^whsec_/);
      await expectNoSeriousAxeViolations(page, 'main');
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);

      const card = page.getByRole('region', { name: `Webhook ${receiver.url}` });
      await expect(card.getByText('e2e receiver')).toBeVisible();
      await card.getByRole('button', { name: 'Send test event' }).click();
      const log = card.getByRole('table', { name: `Delivery log of ${receiver.url}` });
      await expect(
        log.getByRole('row').filter({ hasText: 'webhook.test' }).filter({ hasText: 'Delivered' }),
      ).toBeVisible({
        timeout: 15_000,
      });
      await expect(log.getByRole('cell', { name: 'received by the e2e receiver' })).toBeVisible();
      expect(receiver.received).toMatchObject([{ id: expect.any(String), type: 'webhook.test', verified: true }]);

      await log.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toHaveCount(2, { timeout: 15_000 });
      await expect(log.getByRole('row').filter({ hasText: 'Delivered' })).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => receiver.received.length).toBe(2);
      expect(receiver.received[1]).toEqual({ ...receiver.received[0], verified: true });

      // A rotation keeps the old secret signing for a day: the receiver, still holding it, verifies the next message.
      await card.getByRole('button', { name: 'Rotate secret' }).click();
      const rotation = page.getByRole('dialog', { name: 'Rotate the signing secret' });
      await expect(
        rotation.getByRole('radio', { name: /^Keeps signing beside the new one for 24 hours/ }),
      ).toBeChecked();
      await expectNoSeriousAxeViolations(page, '[role="dialog"]');
      await rotation.getByRole('button', { name: 'Rotate secret' }).click();
      const newSecret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(newSecret).not.toBe(receiver.secret);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(card.getByText(/^The previous secret also signs every message until /)).toBeVisible();
      await card.getByRole('button', { name: 'Send test event' }).click();
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(3);
      expect(receiver.received[2]).toMatchObject({ type: 'webhook.test', verified: true });

      // Straight from its link, on a phone: the tab opens, the secret is not shown again.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/projects/${projectId}/settings?tab=webhooks`);
      await expect(page.getByRole('tab', { name: 'Webhooks', selected: true })).toBeVisible();
      await expect(page.getByRole('region', { name: `Webhook ${receiver.url}` })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, 'main');
    } finally {
      const { data } = await asAdmin('GET', '/api/events/webhooks');
      for (const webhook of data as { id: string; url: string }[]) {
        if (webhook.url === receiver.url) await asAdmin('DELETE', `/api/events/webhooks/${webhook.id}`);
      }
      await receiver.close();
    }
  });

  test('a Guest has no Webhooks tab, even from its link', async ({ page }) => {
    const projectId = await openProjectSettings(page, demo.guest.email, PROJECT);
    await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveCount(0);
    await page.goto(`/projects/${projectId}/settings?tab=webhooks`);
    await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Webhooks' })).toHaveCount(0);
  });
});

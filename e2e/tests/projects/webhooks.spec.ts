import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { openProjectSettings } from '../../support/project-settings';

// Wine Labels: no other test changes its tags' statuses, so the receiver hears only this test's messages.
const PROJECT = 'Wine Labels';

interface Received {
  id: string;
  type: string;
  verified: boolean;
}

/** A brand's receiver on this machine: it verifies every message with standardwebhooks and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const receiver = { secret: '', received };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified: boolean;
      try {
        new Webhook(receiver.secret).verify(body, request.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ id: String(request.headers['webhook-id']), type: JSON.parse(body).type, verified });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received by the e2e receiver');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return Object.assign(receiver, { url, close: () => new Promise((resolve) => server.close(resolve)) });
}

test.describe('Webhooks in the project settings', () => {
  test('an Administrator adds a webhook, keeps its secret once, sends a test event a local receiver verifies, reads the log and redelivers', async ({
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
      expect(receiver.received).toEqual([{ id: expect.any(String), type: 'webhook.test', verified: true }]);

      await log.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
      await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toHaveCount(2, { timeout: 15_000 });
      await expect(log.getByRole('row').filter({ hasText: 'Delivered' })).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => receiver.received.length).toBe(2);
      expect(receiver.received[1]).toEqual({ ...receiver.received[0], verified: true });

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

import { expect, test } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { mailsTo } from '../../support/outbox';
import { openProjectSettings } from '../../support/project-settings';
import { startReceiver } from '../../support/webhook-receiver';

// Wine Labels: its rules and scans are this spec's own, so its alerts come from this test's scans only.
const PROJECT = 'Wine Labels';
/** A tag no other spec scans. */
const INDEX = 57;
const HOUR = 3_600_000;

test.describe('Alerts in the project settings', () => {
  test('an Administrator makes an impossible-travel rule emailing themself and sending webhooks; Paris then Lagos 2 h later through the ingest API emails the reason and the case link, and a local receiver verifies one signed scan.flagged', async ({
    page,
    request,
  }) => {
    const projectId = await openProjectSettings(page, demo.admin.email, PROJECT);
    const asAdmin = apiAs(request, demo.admin.email, projectId);
    const name = `Travel ${Date.now()}`;
    const receiver = await startReceiver();
    const webhook = await asAdmin('POST', '/api/events/webhooks', { url: receiver.url, events: ['scan.flagged'] });
    receiver.secret = webhook.secret;
    try {
      await page.getByRole('tab', { name: 'Alerts' }).click();
      await expect(page).toHaveURL(/\/settings\?tab=alerts$/);
      const form = page.getByRole('form', { name: 'Add an alert rule' });
      await form.getByRole('button', { name: 'Add alert rule' }).click();
      await expect(form.getByText('Name is required')).toBeVisible();

      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('checkbox', { name: 'Impossible travel' }).check();
      await form.getByRole('checkbox', { name: new RegExp(demo.admin.email) }).check();
      await expect(form.getByRole('combobox', { name: 'Email frequency' })).toHaveValue(
        'Immediately, one email per flagged scan',
      );
      await form.getByRole('checkbox', { name: /^Send scan\.flagged/ }).check();
      await form.getByRole('button', { name: 'Add alert rule' }).click();

      const card = page.getByRole('region', { name: `Alert rule ${name}` });
      await expect(card).toBeVisible();
      await expect(card.getByText('Impossible travel, score 1 or more, in every collection.')).toBeVisible();
      await expect(
        card.getByText('Email to 1 member: Immediately, one email per flagged scan; Webhooks (scan.flagged)'),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'main');

      const collections = await asAdmin('GET', '/api/warehouse/collections');
      const collectionId = collections.data[0].id as string;
      const tags = await asAdmin(
        'GET',
        `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=id&limit=1&offset=${INDEX}`,
      );
      const tagId = tags.data[0].id as string;
      const stamp = Date.now();
      const lagos = `alerts-lagos-${stamp}`;
      for (const [clientScanId, createdAt, place] of [
        [
          `alerts-paris-${stamp}`,
          stamp - 2 * HOUR - 60_000,
          { city: 'Paris', country: 'France', clientLocationLat: 48.8566, clientLocationLong: 2.3522 },
        ],
        [
          lagos,
          stamp - 60_000,
          { city: 'Lagos', country: 'Nigeria', clientLocationLat: 6.5244, clientLocationLong: 3.3792 },
        ],
      ] as const) {
        await asAdmin('POST', '/api/events/scan-events', {
          project_id: projectId,
          events: [
            { clientScanId, tagId, createdAt: new Date(createdAt).toISOString(), scanStatus: 'SUCCESS', ...place },
          ],
        });
      }

      let mail: { subject: string; text: string } | undefined;
      await expect(async () => {
        mail = (await mailsTo(request, demo.admin.email)).find((candidate) => candidate.text.includes(lagos));
        expect(mail, 'the alert email').toBeDefined();
      }).toPass({ timeout: 15_000 });
      expect(mail!.subject).toMatch(new RegExp(`^Suspicious scan of .+ #${INDEX} in ${PROJECT}$`));
      expect(mail!.text).toContain(`The alert rule "${name}" of the ${PROJECT} project matched a scan.`);
      expect(mail!.text).toMatch(
        /Reason: Impossible travel: Scanned in Lagos 2 h after Paris: [\d,]+ km, [\d,]+ km\/h/,
      );
      expect(mail!.text).toMatch(new RegExp(`https?://[^/\\s]+/projects/${projectId}/cases/[0-9a-f-]{36}`));

      // The project's webhook gets one scan.flagged message, signed, naming the reason and the case.
      await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
      expect(receiver.received[0]).toMatchObject({
        type: 'scan.flagged',
        verified: true,
        data: {
          scan: { clientScanId: lagos, city: 'Lagos' },
          tag: { id: tagId, index: INDEX },
          reasons: [{ rule: 'impossibleTravel', message: expect.stringMatching(/^Scanned in Lagos 2 h after Paris/) }],
          case: { path: expect.stringMatching(new RegExp(`^/projects/${projectId}/cases/[0-9a-f-]{36}$`)) },
        },
      });
      expect(mail!.text).toContain((receiver.received[0]!.data as { case: { path: string } }).case.path);

      // Straight from its link, on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/projects/${projectId}/settings?tab=alerts`);
      await expect(page.getByRole('tab', { name: 'Alerts', selected: true })).toBeVisible();
      await expect(page.getByRole('region', { name: `Alert rule ${name}` })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page, 'main');
    } finally {
      const { data } = await asAdmin('GET', '/api/events/alert-rules');
      for (const rule of data as { id: string; name: string }[]) {
        if (rule.name === name) await asAdmin('DELETE', `/api/events/alert-rules/${rule.id}`);
      }
      await asAdmin('DELETE', `/api/events/webhooks/${webhook.id}`);
      await receiver.close();
    }
  });

  test('a Guest has no Alerts tab, even from its link', async ({ page }) => {
    const projectId = await openProjectSettings(page, demo.guest.email, PROJECT);
    await expect(page.getByRole('tab', { name: 'Alerts' })).toHaveCount(0);
    await page.goto(`/projects/${projectId}/settings?tab=alerts`);
    await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Alerts' })).toHaveCount(0);
  });
});

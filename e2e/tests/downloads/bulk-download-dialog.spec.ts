import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demo } from '../../support/demo-accounts';
import { test } from '../../support/role-contexts';
import { BulkDownloadPage } from './bulk-download-page';

/**
 * JSON calls as the super user with one token for a burst of calls (e2e tokens live 10 s, so a new one
 * every 5 s): a hundred collections are made without a hundred logins.
 */
function superUserCalls(request: APIRequestContext) {
  let token = '';
  let loggedInAt = 0;
  return async (method: 'POST' | 'GET', url: string, data?: unknown, projectId?: string) => {
    if (Date.now() - loggedInAt > 5_000) {
      const login = await request.post('/api/auth-service/auth/login', {
        data: { email: demo.superUser.email, password: DEMO_PASSWORD },
      });
      token = (await login.json()).access_token;
      loggedInAt = Date.now();
    }
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (projectId) headers.project_id = projectId;
    const response = await request.fetch(url, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
}

test.describe('Start New Tag Download: the collection table (001 §2, §4, §9)', () => {
  // A company and project of its own, so the seeded projects keep their collections and Acme its count.
  test("pages 101 collections 100 at a time and says '+N processing' while an order is being made", async ({
    newContextAs,
    request,
  }) => {
    test.setTimeout(120_000);
    const call = superUserCalls(request);
    const stamp = Date.now();
    const company = await call('POST', '/api/auth-service/companies', {
      name: `Paging Co ${stamp}`,
      domain: 'https://paging.example',
      description: 'Made by the bulk download dialog test.',
      max_fingerprints: 1_000_000,
    });
    const project = await call('POST', '/api/auth-service/projects', {
      name: `Paging ${stamp}`,
      companyId: company.id,
    });
    const names = Array.from({ length: 101 }, (_, index) => `Batch ${String(index + 1).padStart(3, '0')}`);
    const collections: { id: string; name: string }[] = [];
    for (const name of names) collections.push(await call('POST', '/api/warehouse/collections', { name }, project.id));

    const page = await (await newContextAs('superUser')).newPage();
    const bulk = new BulkDownloadPage(page);
    await page.goto(`/projects/${project.id}/download`);
    await bulk.openDialog();
    const rowChecks = bulk.dialog.getByRole('checkbox', { name: /^Select Batch/ });
    await expect(rowChecks).toHaveCount(100);
    await bulk.dialog.getByRole('button', { name: 'Page 2' }).click();
    await expect(rowChecks).toHaveCount(1);
    await expect(bulk.dialog.getByText(/processing/)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Tags are made 10,000 a batch in the background: a large order stays in progress for a while.
    const busy = collections.find((collection) => collection.name === 'Batch 101')!;
    const orders = `/api/warehouse/collections/${busy.id}/tag-orders`;
    await call('POST', orders, { numberOfTags: 100_000 }, project.id);
    await page.reload();
    await bulk.openDialog();
    // The table's order is the API's (a changed collection may come first): look on both pages.
    await expect(rowChecks.first()).toBeVisible();
    if ((await bulk.collectionRow('Batch 101').count()) === 0) {
      await bulk.dialog.getByRole('button', { name: 'Page 2' }).click();
    }
    await expect(bulk.collectionRow('Batch 101')).toContainText(/Batch 101\s*[\d,]+\s*\+[\d,]+ processing/);
    // The order finishes here, so the specs after this one do not share the machine with it.
    await expect
      .poll(async () => (await call('GET', orders, undefined, project.id)).data[0]?.status, {
        timeout: 90_000,
        intervals: [1_000],
      })
      .toBe('COMPLETED');
  });
});

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
  // '+N processing' is held by order-collections-table.test.tsx: an order here finished before the page loaded.
  test('pages 101 collections 100 at a time', async ({ newContextAs, request }) => {
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
  });
});

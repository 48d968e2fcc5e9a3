import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { expect, test } from '../../support/role-contexts';
import { BulkDownloadPage } from './bulk-download-page';

test.describe('Start New Tag Download: the collection table (001 §2, §4, §9)', () => {
  // A company and project of its own, so the seeded projects keep their collections and Acme its count.
  // '+N processing' is held by order-collections-table.test.tsx: an order here finished before the page loaded.
  test('pages 101 collections 100 at a time', async ({ newContextAs, request }) => {
    const call = apiAs(request, demo.superUser.email);
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
    const callInProject = apiAs(request, demo.superUser.email, project.id);
    for (const name of names) await callInProject('POST', '/api/warehouse/collections', { name });

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

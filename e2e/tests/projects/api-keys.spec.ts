import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { DEMO_PASSWORD, demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

const EMPTY_TEXT = 'No API keys found for this project.';

async function openApiKeys(page: Page, email: string, project: string): Promise<string> {
  await signInThroughApi(page, email);
  await page.goto('/projects');
  await page.getByRole('link', { name: project }).click();
  await page.getByRole('link', { name: 'API keys', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  return /\/projects\/([^/]+)\/api-keys$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
}

/** A collection of the project, read with the admin's own session (the key under test has no collection:read). */
async function firstCollectionId(request: APIRequestContext, projectId: string): Promise<string> {
  const login = await request.post('/api/auth-service/auth/login', {
    data: { email: demo.admin.email, password: DEMO_PASSWORD },
  });
  const { access_token } = await login.json();
  const collections = await request.get('/api/warehouse/collections', {
    headers: { authorization: `Bearer ${access_token}`, project_id: projectId },
  });
  return (await collections.json()).data[0].id;
}

test.describe('Project API keys (001 §2, §6, §7)', () => {
  test('an admin creates a tag:read key, a machine reads tags with it and nothing else, and revoking stops it', async ({
    page,
    context,
    request,
  }) => {
    const projectId = await openApiKeys(page, demo.admin.email, 'Spring Collection 2026');
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();

    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Choose at least one scope.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'tag:read' }).check();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Create' }).click();

    const field = dialog.getByRole('textbox', { name: 'API key' });
    await expect(field).toHaveValue(/^sfk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    await expect(dialog.getByText('Copy the key now: it will not be shown again.')).toBeVisible();
    const secret = await field.inputValue();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy key' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const row = page
      .getByRole('table', { name: 'API keys' })
      .getByRole('row')
      .filter({ hasText: secret.slice(0, 16) });
    await expect(row).toContainText('tag:read');
    await expect(row).toContainText('Ada Admin');
    await expect(row).toContainText('Acme Brands');
    await expect(page.getByText(secret)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    const asMachine = { 'x-api-key': secret, project_id: projectId };
    const tagsUrl = `/api/warehouse/tags?collectionIds[]=${await firstCollectionId(request, projectId)}&limit=1`;
    expect((await request.get(tagsUrl, { headers: asMachine })).status()).toBe(200);
    expect((await request.get('/api/warehouse/collections', { headers: asMachine })).status()).toBe(403);
    expect((await request.get('/api/auth-service/auth/profile', { headers: { 'x-api-key': secret } })).status()).toBe(
      403,
    );

    await row.getByRole('button', { name: /^Revoke sfk_/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
    expect((await request.get(tagsUrl, { headers: asMachine })).status()).toBe(401);
  });

  test('a guest sees the keys but may neither create nor revoke them', async ({ page }) => {
    await openApiKeys(page, demo.guest.email, 'Wine Labels');
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { AssetsPage, testImage, uploadAsset } from './assets-page';

const PROJECT = 'Spring Collection 2026';
const REFUSED = 'File type must be png, jpeg. Max 1MB';

test.describe('Assets (001 §2)', () => {
  test('an admin uploads a png and a jpeg, finds them by search, sorts them and copies a URL', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const run = `e2e${Date.now()}`;
    await signInThroughApi(page, demo.admin.email);
    const assets = new AssetsPage(page);
    await assets.openFromProjects(PROJECT);
    await expect(page.getByText('What are assets?')).toBeVisible();
    await expect(assets.dropZone).toBeVisible();
    await expect(page.getByText('png, jpeg. Max 1MB', { exact: true })).toBeVisible();

    await assets.upload(`${run} label.png`, 'image/png', await testImage('png'));
    await expect(assets.card(`${run} label`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `"${run} label" uploaded.` })).toBeVisible();
    await assets.upload(`${run} photo.jpg`, 'image/jpeg', await testImage('jpeg'));
    await expect(assets.card(`${run} photo`)).toBeVisible();
    const image = assets.card(`${run} photo`).getByRole('img', { name: `${run} photo` });
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    await assets.search(run);
    await assets.expectNames([`${run} photo`, `${run} label`]);
    await assets.sort('Oldest');
    await assets.expectNames([`${run} label`, `${run} photo`]);
    await assets.sort('Newest');
    await assets.expectNames([`${run} photo`, `${run} label`]);
    await assets.search(`${run} nothing like it`);
    await expect(page.getByText('No assets found for this project.', { exact: true })).toBeVisible();
    await assets.search(`${run} label`);
    await assets.expectNames([`${run} label`]);

    const copy = assets.card(`${run} label`).getByRole('button', { name: `Copy URL of ${run} label to clipboard` });
    await copy.hover();
    await expect(page.getByRole('tooltip', { name: 'Copy URL to clipboard' })).toBeVisible();
    await copy.click();
    await expect(page.getByRole('tooltip', { name: 'Copied!' })).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/content\/assets\/files\/[0-9a-f-]{36}\/original\.png$/);
    const file = await page.request.get(url);
    expect(file.headers()['content-type']).toBe('image/png');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip', { name: 'Copied!' })).toBeHidden({ timeout: 2_500 });
    await expectNoSeriousAxeViolations(page);
  });

  test("refuses a 2 MB image and a renamed program here, and a damaged png on the server, with 'Upload error'", async ({
    page,
  }) => {
    await signInThroughApi(page, demo.admin.email);
    const assets = new AssetsPage(page);
    await assets.openFromProjects(PROJECT);
    const notice = page.getByRole('alert').filter({ hasText: 'Upload error' });

    const png = await testImage('png');
    const twoMegabytes = Buffer.concat([png, Buffer.alloc(2_000_000 - png.length)]);
    await assets.upload('huge.png', 'image/png', twoMegabytes);
    await expect(notice).toContainText(REFUSED);

    const program = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4000, 0x41)]);
    await assets.upload('setup.png', 'image/png', program);
    await expect(notice).toContainText(REFUSED);

    // Starts like a png, so only the server can tell it is cut short.
    const uploads: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/content/assets') && response.request().method() === 'POST') {
        uploads.push(response.status());
      }
    });
    await assets.upload('damaged.png', 'image/png', png.subarray(0, png.length - 40));
    await expect(notice).toContainText(REFUSED);
    // A 401 is an access token that expired on the way (they live 10 s here): the client refreshes and sends again.
    expect(uploads.filter((status) => status !== 401)).toEqual([400]);
    await assets.search('damaged');
    await expect(page.getByText('No assets found for this project.', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a Guest sees the assets without the drop zone', async ({ page, request }) => {
    const name = `guest-visible-${Date.now()}`;
    const projects = await apiAs(request, demo.admin.email, '')('GET', '/api/auth-service/projects?search=Spring');
    await uploadAsset(request, demo.admin.email, projects.data[0].id, name);
    await signInThroughApi(page, demo.guest.email);
    const assets = new AssetsPage(page);
    await assets.openFromProjects(PROJECT);
    await expect(page.getByText('What are assets?')).toBeVisible();
    await expect(assets.card(name)).toBeVisible();
    await expect(assets.dropZone).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});

import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/demo-accounts';

/** sharp from the api package makes the test images on the spot: no binary fixtures in the repo. */
const sharp = createRequire(path.join(import.meta.dirname, '../../../api/package.json'))('sharp') as (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 3 } },
) => { png(): { toBuffer(): Promise<Buffer> }; jpeg(): { toBuffer(): Promise<Buffer> } };

export async function testImage(format: 'png' | 'jpeg', width = 120, height = 80): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 256;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** Uploads a png through the API, so a page under test starts with an asset; answers its id. */
export async function uploadAsset(request: APIRequestContext, email: string, projectId: string, name: string) {
  const login = await request.post('/api/auth-service/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { access_token } = await login.json();
  const upload = await request.post('/api/content/assets', {
    headers: { authorization: `Bearer ${access_token}`, project_id: projectId },
    multipart: { name, assetFile: { name: 'logo.png', mimeType: 'image/png', buffer: await testImage('png') } },
  });
  expect(upload.status()).toBe(201);
  return (await upload.json()).id as string;
}

/** The project's Assets page, reached the way a user does: project list → side nav. */
export class AssetsPage {
  constructor(private readonly page: Page) {}

  async openFromProjects(projectName: string) {
    await this.page.goto('/projects');
    await this.page.getByRole('link', { name: projectName }).click();
    await this.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Assets' }).click();
    await expect(this.page).toHaveURL(/\/projects\/[^/]+\/assets$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  }

  get dropZone() {
    return this.page.getByText('Drop an image file here to use, or click to select a file.');
  }

  /** Picks the file through the drop zone's file dialog, as a click on it opens. */
  async upload(name: string, mimeType: string, buffer: Buffer) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dropZone.click();
    await (await chooser).setFiles({ name, mimeType, buffer });
  }

  get grid() {
    return this.page.getByRole('list', { name: 'Assets' });
  }

  card(name: string) {
    return this.grid.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async search(text: string) {
    await this.page.getByRole('textbox', { name: 'Search assets' }).fill(text);
  }

  async sort(order: 'Newest' | 'Oldest') {
    await this.page.getByText(order, { exact: true }).click();
  }

  async expectNames(names: string[]) {
    await expect(this.grid.getByRole('listitem')).toHaveText(names);
  }
}

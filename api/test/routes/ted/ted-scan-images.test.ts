import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import {
  generateDemoScans,
  renderDemoScanImages,
  scannableCollections,
  type DemoScanImages,
} from '../../../src/seed/demo-scan-events.js';
import { storeScanImage } from '../../../src/services/ted/scan-images.js';

const MISSING = `/api/events/ted/scan-images/${'0'.repeat(64)}.jpg`;

describeWithApp('GET /api/events/ted/scan-images/:file', (t) => {
  let images: DemoScanImages;
  let photo: string;
  beforeAll(async () => {
    const [collection] = await scannableCollections(t.db, DEMO_IDS.projects.spring);
    // Two tags are enough to see the images made, stored and served.
    images = await renderDemoScanImages([{ ...collection!, tags: collection!.tags!.slice(0, 2) }], t.app.fileStorage);
    photo = [...images.byTag.values()][0]!.photo;
  });
  const get = async (url: string, email = 'super@demo.test', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(await t.authHeader(email)), ...headers } });

  it("serves a tag's scan photo as a JPEG named by its hash, cached for good by the super user's browser", async () => {
    const response = await get(photo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const hash = createHash('sha256').update(response.rawPayload).digest('hex');
    expect(photo).toBe(`/api/events/ted/scan-images/${hash}.jpg`);
    expect(response.headers.etag).toBe(`"${hash}"`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  });

  it('serves the detected fingerprint as a black and white PNG, and unreadable photos for failed detections', async () => {
    const { detected } = [...images.byTag.values()][0]!;
    const response = await get(detected);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(response.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(200);
    expect(new Set(data).size).toBe(2);
    expect(images.unreadable).toHaveLength(2);
    for (const url of images.unreadable) expect((await get(url)).statusCode).toBe(200);
  });

  it('answers 304 without the bytes when If-None-Match holds the ETag, strong or weak', async () => {
    const etag = (await get(photo)).headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get(photo, 'super@demo.test', { 'if-none-match': ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    expect((await get(photo, 'super@demo.test', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('stores one image once, however many scans show it', async () => {
    const bytes = (await get(photo)).rawPayload;
    expect(await storeScanImage(t.app.fileStorage, bytes, 'jpg')).toBe(photo);
    const dir = path.join((t.config.assetStorage as { dir: string }).dir, 'scan-images');
    // Two tags × (photo + detected fingerprint) + two unreadable photos.
    expect(fs.readdirSync(dir).filter((file) => !file.endsWith('.partial'))).toHaveLength(6);
  });

  it("gives generated scans their tag's images, the first detect item with an image being the scan's photo", async () => {
    const [collection] = await scannableCollections(t.db, DEMO_IDS.projects.spring);
    const scans = generateDemoScans({
      projectId: DEMO_IDS.projects.spring,
      collections: [{ ...collection!, tagCount: 2, tags: collection!.tags!.slice(0, 2) }],
      count: 40,
      now: new Date(),
      images,
    });
    for (const scan of scans) {
      const items = scan.detect_data as { image_in_url: string | null; image_out_url: string | null }[];
      const first = items.find((item) => item.image_in_url !== null)!;
      if (scan.tag_id) {
        expect(first.image_in_url).toBe(images.byTag.get(scan.tag_id)!.photo);
        expect(first.image_out_url).toBe(images.byTag.get(scan.tag_id)!.detected);
      } else {
        expect(images.unreadable).toContain(first.image_in_url);
        expect(first.image_out_url).toBeNull();
      }
    }
    expect(scans.some((scan) => (scan.detect_data as unknown[]).length === 2)).toBe(true);
  });

  it.each([
    ['a name that is not a hash', '/api/events/ted/scan-images/photo.jpg'],
    ['an upper-case hash', `/api/events/ted/scan-images/${'A'.repeat(64)}.jpg`],
    ['another type', `/api/events/ted/scan-images/${'0'.repeat(64)}.gif`],
    ['a path outside the images', `/api/events/ted/scan-images/..%2F..%2Fusers.jpg`],
  ])('refuses %s with 400', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 for an image that is not stored', async () => {
    const response = await get(MISSING);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ message: 'Scan image not found.', status: 404 });
  });

  it.each([
    ['a project admin of the scanned project', 'admin@demo.test'],
    ['a project guest', 'guest@demo.test'],
    ["another company's admin", 'other@demo.test'],
  ])('refuses %s with 403, even with the ETag', async (_who, email) => {
    const etag = (await get(photo)).headers.etag as string;
    expect((await get(photo, email)).statusCode).toBe(403);
    expect((await get(photo, email, { 'if-none-match': etag })).statusCode).toBe(403);
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: MISSING }));
});

import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { multipartForm } from '../../support/multipart.js';
import { testImage } from '../../support/images.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { imagePart, REFUSED, SPRING, upload, ASSETS } from './asset-helpers.js';

const ADMIN = 'admin@demo.test';
const nameOf = (name: string) => ({ name: 'name', value: name });
const PROJECT_NOT_FOUND = { error: { message: 'Project not found.', code: 'NOT_FOUND', status: 404 } };
const FORBIDDEN = { error: { message: 'You do not have permission to do this.', code: 'FORBIDDEN', status: 403 } };

/** A png padded with bytes after its end chunk: a valid image of exactly `size` bytes, carrying `payload`. */
async function paddedPng(size: number, payload = 'HIDDEN-PAYLOAD'): Promise<Buffer> {
  const png = await testImage('png');
  const tail = Buffer.alloc(size - png.length, 0x20);
  tail.write(payload);
  return Buffer.concat([png, tail]);
}

describeWithApp('POST /api/content/assets', (t) => {
  describe('accepts', () => {
    it('a png from an Administrator: answers the asset with its formats, served from its URLs', async () => {
      const response = await upload(t, ADMIN, [imagePart(await testImage('png', 800, 600)), nameOf('  Spring logo ')]);
      expect(response.statusCode, response.body).toBe(201);
      const asset = response.json();
      expect(asset).toMatchObject({
        name: 'Spring logo',
        mime: 'image/png',
        width: 800,
        height: 600,
        project_id: SPRING,
        url: `${ASSETS}/files/${asset.id}/original.png`,
        formats: {
          small: { url: `${ASSETS}/files/${asset.id}/small.png`, width: 500, height: 375 },
          thumbnail: { url: `${ASSETS}/files/${asset.id}/thumbnail.png`, width: 208, height: 156 },
        },
      });
      expect(Date.now() - Date.parse(asset.created_at)).toBeLessThan(60_000);
      for (const [url, width] of [
        [asset.url, 800],
        [asset.formats.small.url, 500],
        [asset.formats.thumbnail.url, 208],
      ] as const) {
        const file = await t.app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        expect((await sharp(file.rawPayload).metadata()).width).toBe(width);
      }
    });

    it('a jpeg, whatever its file name and declared type say', async () => {
      const jpeg = await testImage('jpeg');
      const response = await upload(t, ADMIN, [
        imagePart(jpeg, 'photo.PNG', 'application/octet-stream'),
        nameOf('Photo'),
      ]);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ mime: 'image/jpeg', width: 64, height: 48 });
      const file = await t.app.inject({ method: 'GET', url: response.json().url });
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
    });

    it('the name before the file as well as after it', async () => {
      const response = await upload(t, ADMIN, [nameOf('Name first'), imagePart(await testImage('png'))]);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().name).toBe('Name first');
    });

    it('exactly 1,000,000 bytes, and keeps nothing but the pixels (no payload after the image, no EXIF)', async () => {
      const padded = await paddedPng(1_000_000);
      expect(padded.length).toBe(1_000_000);
      const response = await upload(t, ADMIN, [imagePart(padded), nameOf('Padded')]);
      expect(response.statusCode, response.body).toBe(201);
      const stored = (await t.app.inject({ method: 'GET', url: response.json().url })).rawPayload;
      expect(stored.length).toBeLessThan(50_000);
      expect(stored.includes('HIDDEN-PAYLOAD')).toBe(false);

      const withExif = await sharp(await testImage('jpeg'))
        .withExif({ IFD0: { Copyright: 'SECRET-EXIF-TEXT', ImageDescription: '<script>alert(1)</script>' } })
        .jpeg()
        .toBuffer();
      expect(withExif.includes('SECRET-EXIF-TEXT')).toBe(true);
      const jpeg = await upload(t, ADMIN, [imagePart(withExif, 'exif.jpg', 'image/jpeg'), nameOf('Exif')]);
      const storedJpeg = (await t.app.inject({ method: 'GET', url: jpeg.json().url })).rawPayload;
      expect(storedJpeg.includes('SECRET-EXIF-TEXT')).toBe(false);
      expect((await sharp(storedJpeg).metadata()).exif).toBeUndefined();
    });

    it('from a project API key with asset:create', async () => {
      const key = await createKey(t, ADMIN, SPRING, ['asset:create']);
      const response = await upload(t, { 'x-api-key': key.secret }, [
        imagePart(await testImage('png')),
        nameOf('By key'),
      ]);
      expect(response.statusCode, response.body).toBe(201);
    });
  });

  describe('refuses by content', () => {
    const refusedAs = async (data: Buffer, filename: string, contentType: string, status = 400) => {
      const response = await upload(t, ADMIN, [imagePart(data, filename, contentType), nameOf('Refused')]);
      expect(response.statusCode, response.body).toBe(status);
      return response.json().error;
    };

    it('a Windows program renamed to .png', async () => {
      const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(600, 0x41)]);
      expect(await refusedAs(exe, 'logo.png', 'image/png')).toEqual({
        message: REFUSED,
        code: 'ASSET_TYPE_NOT_ALLOWED',
        status: 400,
      });
    });

    it('an SVG, a GIF, a WebP and an empty file sent as png', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const gif = await sharp(await testImage('png'))
        .gif()
        .toBuffer();
      const webp = await sharp(await testImage('png'))
        .webp()
        .toBuffer();
      for (const data of [svg, gif, webp, Buffer.alloc(0)]) {
        expect(await refusedAs(data, 'image.png', 'image/png')).toMatchObject({ message: REFUSED });
      }
    });

    it('a png cut short, and a jpeg cut short, as damaged images', async () => {
      for (const [format, type] of [
        ['png', 'image/png'],
        ['jpeg', 'image/jpeg'],
      ] as const) {
        const whole = await testImage(format, 200, 200);
        const error = await refusedAs(whole.subarray(0, Math.floor(whole.length / 2)), `cut.${format}`, type);
        expect(error.code).toBe('ASSET_UNREADABLE');
        expect(error.message).toContain(REFUSED);
      }
    });

    it('an image of more than 40 megapixels (a decompression bomb), however small the file', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1_000_000);
      expect(await refusedAs(bomb, 'bomb.png', 'image/png')).toMatchObject({ code: 'ASSET_TOO_MANY_PIXELS' });
    });
  });

  describe('refuses by size while streaming', () => {
    it('1,000,001 bytes with 413 and the spec text', async () => {
      const response = await upload(t, ADMIN, [imagePart(await paddedPng(1_000_001)), nameOf('Too big')]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: { message: REFUSED, code: 'ASSET_TOO_LARGE', status: 413 } });
    });

    it('2 MB with 413, and nothing is listed afterwards', async () => {
      const response = await upload(t, ADMIN, [imagePart(await paddedPng(2_000_000)), nameOf('Two megabytes')]);
      expect(response.statusCode).toBe(413);
      const list = await t.app.inject({
        method: 'GET',
        url: `${ASSETS}?search=Two%20megabytes`,
        headers: { ...(await t.authHeader(ADMIN)), project_id: SPRING },
      });
      expect(list.json()).toEqual({ data: [], total: 0 });
    });
  });

  describe('refuses a malformed form', () => {
    const expect400 = async (parts: Parameters<typeof upload>[2], message: string) => {
      const response = await upload(t, ADMIN, parts);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: { message, code: 'VALIDATION_ERROR', status: 400 } });
    };

    it('without a name, or with a blank or too long one', async () => {
      const png = await testImage('png');
      await expect400([imagePart(png)], 'name is required: give the asset a name.');
      await expect400([imagePart(png), nameOf('   ')], 'name is required: give the asset a name.');
      await expect400([imagePart(png), nameOf('x'.repeat(256))], 'name must be at most 255 characters.');
    });

    it('without a file, or with the file under another field', async () => {
      await expect400([nameOf('No file')], 'assetFile is required: attach a png or jpeg image.');
      const misplaced = { ...imagePart(await testImage('png')), name: 'file' };
      await expect400([misplaced, nameOf('Wrong field')], 'Unexpected file field "file": send assetFile.');
    });

    it('with two files', async () => {
      const png = await testImage('png');
      await expect400([imagePart(png), imagePart(png), nameOf('Two')], 'Send one file, as assetFile.');
    });

    it('a JSON body with 415, and a multipart body without its boundary with 400', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: ASSETS,
        headers: { ...(await t.authHeader(ADMIN)), project_id: SPRING },
        payload: { name: 'x', assetFile: 'aGVsbG8=' },
      });
      expect(json.statusCode).toBe(415);
      const form = multipartForm([nameOf('Broken')]);
      const broken = await t.app.inject({
        method: 'POST',
        url: ASSETS,
        headers: { ...(await t.authHeader(ADMIN)), project_id: SPRING, 'content-type': 'multipart/form-data' },
        payload: form.payload,
      });
      expect(broken.statusCode).toBe(400);
    });
  });

  describe('refuses callers', () => {
    itRefusesUnauthenticatedCallers(t, () => {
      const form = multipartForm([{ name: 'name', value: 'Anonymous' }]);
      return { method: 'POST', url: ASSETS, headers: { ...form.headers, project_id: SPRING }, payload: form.payload };
    });

    it('an unverified user with 403 EMAIL_NOT_VERIFIED', async () => {
      const response = await upload(t, 'unverified@demo.test', [imagePart(await testImage('png')), nameOf('x')]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('a Guest of the project (no asset:create) with 403', async () => {
      const response = await upload(t, 'guest@demo.test', [imagePart(await testImage('png')), nameOf('Guest')]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    });

    it("another company's admin with 404 'Project not found.'", async () => {
      const response = await upload(t, 'other@demo.test', [imagePart(await testImage('png')), nameOf('Other')]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(PROJECT_NOT_FOUND);
    });

    it('a project API key without asset:create with 403, and a key of another project with 404', async () => {
      const readOnly = await createKey(t, ADMIN, SPRING, ['asset:read']);
      const png = await testImage('png');
      const refused = await upload(t, { 'x-api-key': readOnly.secret }, [imagePart(png), nameOf('Key')]);
      expect(refused.statusCode).toBe(403);
      const wine = await createKey(t, ADMIN, DEMO_IDS.projects.wine, ['asset:create']);
      const elsewhere = await upload(t, { 'x-api-key': wine.secret }, [imagePart(png), nameOf('Key')]);
      expect(elsewhere.json()).toEqual(PROJECT_NOT_FOUND);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describeWithApp } from '../../support/test-app.js';
import { startLocalS3, type LocalS3 } from '../../support/local-s3.js';
import { multipartForm } from '../../support/multipart.js';
import { testImage } from '../../support/images.js';
import { createS3FileStorage } from '../../../src/services/storage/s3-file-storage.js';
import { ASSETS, imagePart, SPRING } from './asset-helpers.js';

describe('the S3 file storage against a local S3-protocol server', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.close());

  it('stores, reads back and removes a file under the prefix', async () => {
    const storage = createS3FileStorage(s3.config);
    const data = Buffer.from('not really a png');
    await storage.put('assets/one/original.png', data, 'image/png');
    expect(await storage.get('assets/one/original.png')).toEqual(data);
    await storage.remove(['assets/one/original.png', 'assets/never/stored.png']);
    expect(await storage.get('assets/one/original.png')).toBeUndefined();
  });

  it('answers undefined for a key never stored, and refuses a key that could escape', async () => {
    const storage = createS3FileStorage(s3.config);
    expect(await storage.get('assets/missing/original.png')).toBeUndefined();
    await expect(storage.put('../outside.png', Buffer.from('x'), 'image/png')).rejects.toThrow('unsafe storage key');
  });
});

describeWithApp('assets on S3 (ASSETS_S3_BUCKET)', (t) => {
  let s3: LocalS3;
  let app: FastifyInstance;
  beforeAll(async () => {
    s3 = await startLocalS3();
    app = await t.buildAnotherApp({ assetStorage: { driver: 's3', ...s3.config } });
  });
  afterAll(() => s3.close());

  it('uploads to the bucket and serves the files from it', async () => {
    const form = multipartForm([imagePart(await testImage('png', 600, 400)), { name: 'name', value: 'On S3' }]);
    const response = await app.inject({
      method: 'POST',
      url: ASSETS,
      headers: { ...(await t.authHeader('admin@demo.test')), ...form.headers, project_id: SPRING },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const asset = response.json();
    const small = await app.inject({ method: 'GET', url: asset.formats.small.url });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/png');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 500, height: 333 });
    // Not on the local disk: an app on the local folder does not find it.
    expect((await t.app.inject({ method: 'GET', url: asset.url })).statusCode).toBe(404);
  });
});

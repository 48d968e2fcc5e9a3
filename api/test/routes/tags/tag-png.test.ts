import sharp from 'sharp';
import { minTagSizePx } from 'shared/fingerprint/geometry';
import { expect, it } from 'vitest';
import { describeWithApp, type TestApp } from '../../support/test-app.js';
import { itKeepsProjectDataToMembers, itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { createKey } from '../api-keys/api-key-helpers.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { TAG_IMAGE_SIZES } from 'shared/contracts/tags';

const SPRING = DEMO_IDS.projects.spring;

async function tagIdIn(t: TestApp, collection: string, sequenceNumber = 0): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT t.id FROM tags t JOIN collections c ON c.id = t.collection_id
     WHERE c.name = $1 AND t.sequence_number = $2`,
    [collection, sequenceNumber],
  );
  return row!.id;
}

/** A PNG file's chunks by type. */
function pngChunks(png: Buffer): Map<string, Buffer> {
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    chunks.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  }
  return chunks;
}

describeWithApp('GET /api/warehouse/tags/:tagId/png', (t) => {
  const get = async (tagId: string, query: string, headers: Record<string, string>, projectId: string = SPRING) =>
    t.app.inject({
      method: 'GET',
      url: `/api/warehouse/tags/${tagId}/png?${query}`,
      headers: { ...headers, project_id: projectId },
    });
  const asUser = async (email: string, tagId: string, query = 'size=200', projectId: string = SPRING) =>
    get(tagId, query, await t.authHeader(email), projectId);

  it('draws the tag as an 8-bit grey PNG of the size asked for, stating 300 dpi, cached for good by the caller', async () => {
    const scarf = await tagIdIn(t, 'Silk Scarves');
    for (const size of [200, 160]) {
      const response = await asUser('guest@demo.test', scarf, `size=${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const image = sharp(response.rawPayload);
      expect(await image.metadata()).toMatchObject({ format: 'png', width: size, height: size, channels: 1 });
      const chunks = pngChunks(response.rawPayload);
      // IHDR: bit depth 8, colour type 0 (grey). pHYs: 11,811 pixels a metre both ways (300 dpi), unit metre.
      expect([...chunks.get('IHDR')!.subarray(8, 10)]).toEqual([8, 0]);
      const phys = chunks.get('pHYs')!;
      expect([phys.readUInt32BE(0), phys.readUInt32BE(4), phys[8]]).toEqual([11811, 11811, 1]);
      const { channels } = await image.stats();
      // Black on white: the darkest pixel is black, the lightest white.
      expect(channels[0]).toMatchObject({ min: 0, max: 255 });
    }
  });

  it('offers no size whose thinnest line would print under 0.25 pt at 300 dpi, the download form’s rule', () => {
    for (const size of TAG_IMAGE_SIZES) expect(Number(size)).toBeGreaterThanOrEqual(minTagSizePx(0, 300));
  });

  it('draws each tag from its own seed, the same every time', async () => {
    const first = await tagIdIn(t, 'Silk Scarves', 0);
    const second = await tagIdIn(t, 'Silk Scarves', 1);
    const once = (await asUser('admin@demo.test', first)).rawPayload;
    expect((await asUser('admin@demo.test', first)).rawPayload.equals(once)).toBe(true);
    expect((await asUser('admin@demo.test', second)).rawPayload.equals(once)).toBe(false);
  });

  for (const query of ['size=300', 'size=abc', 'size=', 'size=200.0', 'size=-160']) {
    it(`refuses ${query} with 400 naming the sizes`, async () => {
      const response = await asUser('admin@demo.test', await tagIdIn(t, 'Silk Scarves'), query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        message: 'size must be 200 or 160 (pixels).',
        code: 'VALIDATION_ERROR',
        status: 400,
      });
    });
  }

  it('refuses a request without a size, and a tag id that is not a uuid, with 400', async () => {
    const scarf = await tagIdIn(t, 'Silk Scarves');
    for (const response of [await asUser('admin@demo.test', scarf, ''), await asUser('admin@demo.test', 'scarf')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it("answers 'Tag not found.' for an unknown tag and for a tag of another project", async () => {
    for (const tagId of [crypto.randomUUID(), await tagIdIn(t, 'Reserve Cabernet 2024')]) {
      const response = await asUser('admin@demo.test', tagId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Tag not found.');
    }
  });

  it('answers a project API key with tag:read, and refuses one without it', async () => {
    const scarf = await tagIdIn(t, 'Silk Scarves');
    const reader = await createKey(t, 'admin@demo.test', SPRING, ['tag:read']);
    const other = await createKey(t, 'admin@demo.test', SPRING, ['asset:read']);
    expect((await get(scarf, 'size=160', { 'x-api-key': reader.secret })).statusCode).toBe(200);
    expect((await get(scarf, 'size=160', { 'x-api-key': other.secret })).statusCode).toBe(403);
  });

  itKeepsProjectDataToMembers(t, 'tag:read', async (email, projectId) =>
    asUser(email, await tagIdIn(t, 'Silk Scarves'), 'size=200', projectId),
  );

  itRefusesUnauthenticatedCallers(t, () => ({
    method: 'GET',
    url: `/api/warehouse/tags/${crypto.randomUUID()}/png?size=200`,
    headers: { project_id: SPRING },
  }));
});

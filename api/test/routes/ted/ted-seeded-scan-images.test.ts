import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { renderDetectedFingerprint } from '../../../src/seed/demo-scan-photos.js';
import { seedProjectScans } from '../../../src/seed/seed-project-scans.js';

interface DetectItem {
  image_in_url: string | null;
  image_out_url: string | null;
}
interface TedScan {
  clientScanId: string;
  tagId: string | null;
  detectData: DetectItem[];
}

const COUNT = 60;

describeWithApp('GET /api/events/ted/scan-images/:file, for scans added by pnpm seed:scans', (t) => {
  let seeded: TedScan[];
  const get = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.authHeader('super@demo.test') });

  beforeAll(async () => {
    const project = { id: DEMO_IDS.projects.spring, name: 'Spring Collection 2026' };
    const inserted = await seedProjectScans(t.db, t.app.fileStorage, {
      project,
      count: COUNT,
      days: 1,
      label: 'seeded',
      seed: 7,
    });
    expect(inserted).toBe(COUNT);
    const query = new URLSearchParams({
      createdAfter: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      projectId: project.id,
      limit: '500',
    });
    const list = await get(`/api/events/ted/scan-events?${query}`);
    expect(list.statusCode, list.body).toBe(200);
    seeded = list.json<{ items: TedScan[] }>().items.filter((scan) => scan.clientScanId.startsWith('seeded-'));
  });

  const firstImage = (scan: TedScan) => scan.detectData.find((item) => item.image_in_url !== null);

  it("gives every seeded scan a photo TED serves, and a read tag the fingerprint detected from the tag's drawing", async () => {
    expect(seeded).toHaveLength(COUNT);
    for (const scan of seeded) {
      const image = firstImage(scan)!;
      const photo = await get(image.image_in_url!);
      expect(photo.statusCode, scan.clientScanId).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      if (!scan.tagId) {
        expect(image.image_out_url).toBeNull();
        continue;
      }
      const detected = await get(image.image_out_url!);
      expect(detected.statusCode).toBe(200);
      const [tag] = await t.db.query<{ seed: string; version: number }>(
        `SELECT encode(seed, 'hex') AS seed, version FROM tags WHERE id = $1`,
        [scan.tagId],
      );
      expect(detected.rawPayload.equals(await renderDetectedFingerprint(tag!.seed, tag!.version))).toBe(true);
    }
    expect(seeded.some((scan) => scan.tagId === null)).toBe(true);
  });

  it('shares one stored photo between the scans of a tag, so the files do not grow with the scans', () => {
    const photos = new Map<string, Set<string>>();
    for (const scan of seeded.filter((each) => each.tagId)) {
      photos.set(scan.tagId!, (photos.get(scan.tagId!) ?? new Set()).add(firstImage(scan)!.image_in_url!));
    }
    expect([...photos.values()].every((urls) => urls.size === 1)).toBe(true);
    expect(photos.size).toBeLessThan(seeded.length);
  });
});

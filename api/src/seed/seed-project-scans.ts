import type { Db } from '../db/db.js';
import { insertScanEvents } from '../repositories/scan-events/scan-events-repository.js';
import type { FileStorage } from '../services/storage/file-storage.js';
import { generateDemoScans, renderDemoScanImages, scannableCollections } from './demo-scan-events.js';

const BATCH = 5000;

export interface SeedProjectScansOptions {
  project: { id: string; name: string };
  count: number;
  days: number;
  /** Prefix of each clientScanId: a rerun with the same label adds nothing. */
  label: string;
  seed: number;
  now?: Date;
  onProgress?: (inserted: number) => void;
}

/**
 * What `pnpm seed:scans` adds: generated scans with the images the demo's scans carry, a photo and a detected
 * fingerprint drawn from each scanned tag's geometry. Images are stored by content, once per tag (the
 * generator scans at most 60 tags a collection), so a million scans share a few hundred files.
 */
export async function seedProjectScans(db: Db, fileStorage: FileStorage, options: SeedProjectScansOptions) {
  const collections = await scannableCollections(db, options.project.id);
  if (!collections.some((collection) => collection.tagCount > 0)) {
    throw new Error(`'${options.project.name}' has no tags yet: order some first.`);
  }
  const images = await renderDemoScanImages(collections, fileStorage);
  const scans = generateDemoScans({
    projectId: options.project.id,
    collections,
    count: options.count,
    days: options.days,
    now: options.now ?? new Date(),
    runLabel: options.label,
    seed: options.seed,
    images,
  });
  let inserted = 0;
  for (let start = 0; start < scans.length; start += BATCH) {
    inserted += await insertScanEvents(db, scans.slice(start, start + BATCH));
    options.onProgress?.(inserted);
  }
  // Marks the new rows visible to all (index-only scans for the analytics panels) and refreshes the statistics:
  // PostgreSQL's autovacuum would get there on its own, PGlite has none.
  await db.exec('VACUUM ANALYZE scan_events');
  return inserted;
}

import type { TestApp } from '../../support/test-app.js';
import { DEMO_IDS } from '../../../src/seed/demo-data.js';
import { forgetSharedPasses } from '../../../src/repositories/scan-aggregates/shared-pass.js';

/** An Acme project of a test's own, so the demo scans of Acme's projects do not change its numbers. */
export interface ScanProject {
  id: string;
  /** 'First' and 'Second'. */
  collections: string[];
  /** Tags of the first collection. */
  tags: string[];
}

/** Makes a project with admin@demo.test as its Administrator, two collections and `tagCount` tags in the first. */
export async function createScanProject(t: TestApp, name: string, tagCount: number): Promise<ScanProject> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO projects (name, company_id) VALUES ($1, $2) RETURNING id`,
    [name, DEMO_IDS.companies.acme],
  );
  const id = row!.id;
  await t.db.query(
    `INSERT INTO user_projects (user_id, project_id, role_id) SELECT id, $1, 4 FROM users WHERE email = 'admin@demo.test'`,
    [id],
  );
  const collections = (
    await t.db.query<{ id: string }>(
      `INSERT INTO collections (project_id, name) VALUES ($1, 'First'), ($1, 'Second') RETURNING id`,
      [id],
    )
  ).map((collection) => collection.id);
  const tags = (
    await t.db.query<{ id: string }>(
      `WITH o AS (
         INSERT INTO tag_orders (collection_id, project_id, number_of_tags, tags_created, status)
         VALUES ($1, $2, $3, $3, 'COMPLETED') RETURNING id)
       INSERT INTO tags (collection_id, order_id, seed, version, sequence_number)
       SELECT $1, o.id, decode(md5(i::text), 'hex'), 1, i FROM o, generate_series(0, $3::int - 1) i
       RETURNING id`,
      [collections[0], id, tagCount],
    )
  ).map((tag) => tag.id);
  return { id, collections, tags };
}

/** A successful scan's columns; `tag: null` stores a scan without a tag. */
export interface ScanRow {
  collection?: string;
  tag?: string | null;
  at?: string;
  city?: string;
  country?: string;
  lat?: number | null;
  long?: number | null;
  gps?: boolean;
  agent?: string;
  rule?: string | null;
  metadata?: Record<string, unknown> | null;
  hook?: Record<string, unknown> | null;
}

/** Stores a scan straight in the database: in Milan, of the first tag, on 10 November 2026, unless told. */
export async function insertScan(t: TestApp, project: ScanProject, scan: ScanRow = {}) {
  await t.db.query(
    `INSERT INTO scan_events (project_id, collection_id, tag_id, client_scan_id, created_at, city, country,
       client_location_lat, client_location_long, geolocation_enabled, client_agent, scan_status, rule_status,
       tag_metadata, hook_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'SUCCESS', $12, $13, $14)`,
    [
      project.id,
      scan.collection ?? project.collections[0],
      scan.tag === null ? null : (scan.tag ?? project.tags[0]),
      crypto.randomUUID(),
      scan.at ?? '2026-11-10T12:00:00Z',
      scan.city ?? 'Milan',
      scan.country ?? 'Italy',
      scan.lat ?? null,
      scan.long ?? null,
      scan.gps ?? true,
      scan.agent ?? 'WEBSCANNER',
      scan.rule ?? null,
      scan.metadata ? JSON.stringify(scan.metadata) : null,
      scan.hook ? JSON.stringify(scan.hook) : null,
    ],
  );
  // Past the ingest path, which would have said so itself: counts read before this scan are stale.
  forgetSharedPasses([project.id]);
}

/** Two places whose scans 2 h apart are an impossible travel under the default rules, and the reason it gives. */
export const PARIS = { city: 'Paris', country: 'France', clientLocationLat: 48.8566, clientLocationLong: 2.3522 };
export const LAGOS = { city: 'Lagos', country: 'Nigeria', clientLocationLat: 6.5244, clientLocationLong: 3.3792 };
export const LAGOS_AFTER_PARIS = 'Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h';

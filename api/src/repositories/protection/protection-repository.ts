import type { Db } from '../../db/db.js';
import type { ProtectionRules } from 'shared/contracts/protection';
import type { TagStatus } from 'shared/contracts/tag-status';

export interface ProtectionSettingsRow {
  project_id: string;
  rules: ProtectionRules;
  rule_set_version: number;
  updated_at: Date;
}

/** The saved rules of these projects; a project without a row scores with the defaults (version 1). */
export async function findProtectionSettings(db: Db, projectIds: string[]): Promise<ProtectionSettingsRow[]> {
  return db.query<ProtectionSettingsRow>(
    `SELECT project_id, rules, rule_set_version, updated_at FROM project_protection_settings
     WHERE project_id = ANY($1::uuid[])`,
    [projectIds],
  );
}

/**
 * Stores the project's rules. The version goes one up when they differ from the stored ones (jsonb equality:
 * key order does not count); a first save stores `firstVersion`. Answers the stored row.
 */
export async function saveProtectionRules(
  db: Db,
  projectId: string,
  rules: ProtectionRules,
  firstVersion: number,
): Promise<ProtectionSettingsRow> {
  await db.query(
    `INSERT INTO project_protection_settings (project_id, rules, rule_set_version) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (project_id) DO UPDATE
       SET rules = EXCLUDED.rules, rule_set_version = project_protection_settings.rule_set_version + 1, updated_at = now()
       WHERE project_protection_settings.rules <> EXCLUDED.rules`,
    [projectId, JSON.stringify(rules), firstVersion],
  );
  const [row] = await findProtectionSettings(db, [projectId]);
  return row!;
}

/** One more version of the project's rule set (a collection's markets changed), keeping `rules` when none is saved. */
export async function bumpRuleSetVersion(db: Db, projectId: string, rules: ProtectionRules): Promise<void> {
  await db.query(
    `INSERT INTO project_protection_settings (project_id, rules, rule_set_version) VALUES ($1, $2::jsonb, 2)
     ON CONFLICT (project_id) DO UPDATE
       SET rule_set_version = project_protection_settings.rule_set_version + 1, updated_at = now()`,
    [projectId, JSON.stringify(rules)],
  );
}

export interface CollectionMarketsRow {
  id: string;
  name: string;
  markets: string[];
}

/** The project's collections with their markets, by name. */
export async function listCollectionMarkets(db: Db, projectId: string): Promise<CollectionMarketsRow[]> {
  return db.query<CollectionMarketsRow>(
    'SELECT id, name, markets FROM collections WHERE project_id = $1 ORDER BY name, id',
    [projectId],
  );
}

/** Sets a collection's markets; true when they were others. */
export async function setCollectionMarkets(db: Db, collectionId: string, markets: string[]): Promise<boolean> {
  const rows = await db.query(
    'UPDATE collections SET markets = $2::text[] WHERE id = $1 AND markets <> $2::text[] RETURNING 1',
    [collectionId, markets],
  );
  return rows.length > 0;
}

/**
 * The status of each of these tags and the markets of its collection, with each tag locked until the transaction
 * ends: two batches scanning one tag are scored one after the other, each seeing the other's scans. The locks are
 * advisory (no write to the tag's row) and taken in id order, so two batches cannot deadlock.
 */
export async function lockScannedTags(
  db: Db,
  tagIds: string[],
): Promise<Map<string, { status: TagStatus; markets: string[] }>> {
  await db.query(
    `SELECT pg_advisory_xact_lock(hashtextextended(id::text, 727100038))
     FROM (SELECT DISTINCT unnest($1::uuid[]) AS id ORDER BY id) AS ids`,
    [tagIds],
  );
  const rows = await db.query<{ id: string; status: TagStatus; markets: string[] }>(
    `SELECT t.id, t.status, c.markets FROM tags t JOIN collections c ON c.id = t.collection_id
     WHERE t.id = ANY($1::uuid[])`,
    [tagIds],
  );
  return new Map(rows.map((row) => [row.id, { status: row.status, markets: row.markets }]));
}

/** A stored scan as scoring reads it; `at` in milliseconds since the epoch. */
export interface EarlierScan {
  tagId: string;
  clientScanId: string;
  at: number;
  city: string;
  country: string;
  lat: number | null;
  long: number | null;
  sessionId: string | null;
  scanStatus: string;
}

type EarlierScanTuple = [string, string, number, string, string, number | null, number | null, string | null, string];

/**
 * The stored scans of each tag from `from` to `to` (both included), the latest `perTag` of each (a tag scanned more
 * often in the window is read whole but answers only those). One index scan of each month for all the tags, and
 * one JSON value for all the scans: PGlite spends more turning thousands of rows into objects than finding them.
 */
export async function earlierScansOfTags(
  db: Db,
  tagIds: string[],
  from: string,
  to: string,
  perTag: number,
): Promise<EarlierScan[]> {
  // Arrays, not objects: a third of the text to build and parse.
  const [row] = await db.query<{ scans: EarlierScanTuple[] }>(
    `SELECT coalesce(json_agg(json_build_array(tag_id, client_scan_id, at, city, country, client_location_lat,
              client_location_long, client_session_id, scan_status)), '[]') AS scans
     FROM (
       SELECT tag_id, client_scan_id, (extract(epoch FROM created_at) * 1000)::bigint AS at, city, country,
              client_location_lat, client_location_long, client_session_id, scan_status,
              row_number() OVER (PARTITION BY tag_id ORDER BY created_at DESC) AS nth
       FROM scan_events
       WHERE tag_id = ANY($1::uuid[]) AND created_at >= $2 AND created_at <= $3
     ) AS latest
     WHERE nth <= $4`,
    [tagIds, from, to, perTag],
  );
  return (row?.scans ?? []).map(([tagId, clientScanId, at, city, country, lat, long, sessionId, scanStatus]) => ({
    tagId,
    clientScanId,
    at,
    city,
    country,
    lat,
    long,
    sessionId,
    scanStatus,
  }));
}

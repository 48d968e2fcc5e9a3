import { createHash } from 'node:crypto';
import type { Db } from '../db/db.js';
import { insertScanEvents, type NewScanEvent } from '../repositories/scan-events/scan-events-repository.js';
import type { ScanAgent, ScanStatus } from 'shared/contracts/scan-events';
import { storeScanImage } from '../services/ted/scan-images.js';
import type { FileStorage } from '../services/storage/file-storage.js';
import { renderDetectedFingerprint, renderScanPhoto } from './demo-scan-photos.js';
import { DEMO_IDS } from './demo-data.js';

/** Scans per demo project; Wine Labels has none, so its analytics show 'Scans not found'. */
export const DEMO_SCAN_COUNTS: Record<string, number> = {
  [DEMO_IDS.projects.spring]: 600,
  [DEMO_IDS.projects.globexCosmetics]: 150,
};

/** 001 §9: event history is 60 days. */
export const DEMO_SCAN_DAYS = 60;

interface City {
  city: string;
  country: string;
  lat: number | null;
  long: number | null;
  weight: number;
}

// '' and 'X' are cities the geocoder could not name: the console shows them as 'Unknown'.
const CITIES: City[] = [
  { city: 'Shanghai', country: 'CN', lat: 31.2304, long: 121.4737, weight: 14 },
  { city: 'Sydney', country: 'AU', lat: -33.8688, long: 151.2093, weight: 12 },
  { city: 'New York', country: 'US', lat: 40.7128, long: -74.006, weight: 10 },
  { city: 'London', country: 'GB', lat: 51.5072, long: -0.1276, weight: 9 },
  { city: 'Beijing', country: 'CN', lat: 39.9042, long: 116.4074, weight: 8 },
  { city: 'Paris', country: 'FR', lat: 48.8566, long: 2.3522, weight: 7 },
  { city: 'Tokyo', country: 'JP', lat: 35.6762, long: 139.6503, weight: 7 },
  { city: 'Singapore', country: 'SG', lat: 1.3521, long: 103.8198, weight: 6 },
  { city: 'Melbourne', country: 'AU', lat: -37.8136, long: 144.9631, weight: 6 },
  { city: 'Hong Kong', country: 'HK', lat: 22.3193, long: 114.1694, weight: 5 },
  { city: 'Milan', country: 'IT', lat: 45.4642, long: 9.19, weight: 4 },
  { city: 'Dubai', country: 'AE', lat: 25.2048, long: 55.2708, weight: 3 },
  { city: 'Seoul', country: 'KR', lat: 37.5665, long: 126.978, weight: 3 },
  { city: 'São Paulo', country: 'BR', lat: -23.5558, long: -46.6396, weight: 2 },
  { city: 'Los Angeles', country: 'US', lat: 34.0522, long: -118.2437, weight: 2 },
  { city: '', country: '', lat: null, long: null, weight: 2 },
  { city: 'X', country: 'X', lat: null, long: null, weight: 1 },
];

const AGENTS: {
  value: ScanAgent;
  weight: number;
  userAgent: { platform: string; browser: string; version: string };
}[] = [
  { value: 'WEBSCANNER', weight: 34, userAgent: { platform: 'Android', browser: 'Chrome', version: '131.0' } },
  { value: 'WECHAT', weight: 24, userAgent: { platform: 'iOS', browser: 'WeChat', version: '8.0.54' } },
  {
    value: 'NATIVESCANNER_IOS',
    weight: 14,
    userAgent: { platform: 'iOS', browser: 'Smart Fingerprint', version: '3.2.0' },
  },
  {
    value: 'NATIVESCANNER_ANDROID',
    weight: 12,
    userAgent: { platform: 'Android', browser: 'Smart Fingerprint', version: '3.2.0' },
  },
  { value: 'WHATSAPP', weight: 10, userAgent: { platform: 'Android', browser: 'WhatsApp', version: '2.24.25' } },
  { value: 'OTHER', weight: 6, userAgent: { platform: 'Windows', browser: 'Edge', version: '131.0' } },
];

const STATUSES: { value: ScanStatus; weight: number }[] = [
  { value: 'SUCCESS', weight: 88 },
  { value: 'DETECT_FAILED', weight: 6 },
  { value: 'MATCH_FAILED', weight: 6 },
];

const RULE_STATUSES = ['suspicious-location', 'scan-velocity', 'tentative'];
const FLAGGED_SHARE = 0.03;
/** Distinct tags scanned per collection, so some codes are scanned many times. */
const TAGS_PER_COLLECTION = 60;

/** mulberry32: a tiny seeded generator, so the demo data (and tests on it) are the same every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T extends { weight: number }>(random: () => number, items: T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let r = random() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

/** A stable uuid (v4 layout) for a name, so a demo tag keeps its id across seeds. */
function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A stored tag: what the scan photos are drawn from. */
export interface DemoTag {
  id: string;
  /** The tag's seed as hexadecimal. */
  seed: string;
  version: number;
}

export interface DemoScanCollection {
  id: string;
  name: string;
  tagCount: number;
  /** The collection's first tags by sequence number; without them scans name made-up (stable) tag ids. */
  tags?: DemoTag[];
}

/** Image URLs for the scans (DESIGN §2 "detect/match data with images"), made by renderDemoScanImages. */
export interface DemoScanImages {
  /** A tag's photo (image_in_url) and the fingerprint detected in it (image_out_url), by tag id. */
  byTag: Map<string, { photo: string; detected: string }>;
  /** Photos too blurred to read, for failed detections. */
  unreadable: string[];
}

export interface GenerateDemoScansOptions {
  projectId: string;
  /** Collections holding tags; scans are shared between them, weighted by tag count. */
  collections: DemoScanCollection[];
  count: number;
  now: Date;
  seed?: number;
  /** How far back scans go; the demo keeps within the 60 days the dashboards show. */
  days?: number;
  /** Prefix of each clientScanId: the same run label makes the same scans, so a rerun adds none. */
  runLabel?: string;
  images?: DemoScanImages;
}

/** Scans one person makes in one visit: mostly one, sometimes several (a rescan after a failure, a second product). */
const SESSION_SIZES = [1, 2, 3, 4, 5, 6, 7].map((value, index) => ({
  value,
  weight: [30, 24, 18, 12, 8, 5, 3][index]!,
}));
const SECONDS_BETWEEN_SCANS = { min: 5, spread: 40 };
/** A session starts at least this long ago, so its last scan is still in the past. */
const SESSION_MAX_MS = 10 * 60_000;

/**
 * Deterministic scans spread over the last `days` (60 by default; same options, same scans), in
 * client sessions of one to seven scans of the same tag a few seconds apart.
 */
export function generateDemoScans(options: GenerateDemoScansOptions): NewScanEvent[] {
  const collections = options.collections
    .filter((c) => c.tagCount > 0)
    .map((c) => ({ ...c, weight: Math.sqrt(c.tagCount) }));
  if (collections.length === 0) return [];
  const random = seededRandom(options.seed ?? hashSeed(options.projectId));
  const label = options.runLabel ?? 'demo';
  const spanMs = (options.days ?? DEMO_SCAN_DAYS) * 86_400_000 - SESSION_MAX_MS;
  const scans: NewScanEvent[] = [];
  for (let session = 0; scans.length < options.count; session++) {
    const size = Math.min(pick(random, SESSION_SIZES).value, options.count - scans.length);
    const collection = pick(random, collections);
    const city = pick(random, CITIES);
    const agent = pick(random, AGENTS);
    const tagIndex = Math.floor(random() * Math.min(TAGS_PER_COLLECTION, collection.tagCount));
    const tag = collection.tags?.[tagIndex];
    const geolocationEnabled = city.lat !== null && random() < 0.6;
    let at = options.now.getTime() - SESSION_MAX_MS - Math.floor(random() * spanMs);
    for (let k = 0; k < size; k++) {
      const i = scans.length;
      const status = pick(random, STATUSES).value;
      const flagged = random() < FLAGGED_SHARE;
      const jitter = () => (random() - 0.5) * 0.1;
      const detected = status !== 'DETECT_FAILED';
      const tagId = detected ? (tag?.id ?? stableUuid(`${collection.id}:${tagIndex}`)) : null;
      scans.push({
        project_id: options.projectId,
        collection_id: detected ? collection.id : null,
        tag_id: tagId,
        client_scan_id: `${label}-${options.projectId}-${i}`,
        created_at: new Date(at).toISOString(),
        city: city.city,
        country: city.country,
        client_location_lat: city.lat === null ? null : city.lat + jitter(),
        client_location_long: city.long === null ? null : city.long + jitter(),
        geolocation_enabled: geolocationEnabled,
        client_session_id: `${label}-${options.projectId}-session-${session}`,
        client_agent: agent.value,
        scan_status: status,
        rule_status: flagged ? RULE_STATUSES[i % RULE_STATUSES.length]! : null,
        tag_metadata: detected ? { sku: `SKU-${1000 + tagIndex}`, batch: `B${(tagIndex % 6) + 1}` } : null,
        hook_data: detected ? { authenticity: { response: { data: { genuine: status === 'SUCCESS' } } } } : null,
        user_agent: agent.userAgent,
        detect_data: demoDetectData(i, tagId, options.images),
        match_data: demoMatchData(status, i, collection.name),
      });
      at += (SECONDS_BETWEEN_SCANS.min + Math.floor(random() * SECONDS_BETWEEN_SCANS.spread)) * 1000;
    }
  }
  return scans;
}

/**
 * 001 §3 detectData: the console shows the first item with an image, so every fifth scan starts with a
 * frame the scanner dropped (no image). A failed detection has an unreadable photo and no output.
 */
function demoDetectData(i: number, tagId: string | null, images: DemoScanImages | undefined): unknown[] {
  const tagImages = tagId ? images?.byTag.get(tagId) : undefined;
  const unreadable = images?.unreadable.length ? images.unreadable[i % images.unreadable.length]! : null;
  const frame = {
    id: `detect-${i}`,
    image_in_url: tagId ? (tagImages?.photo ?? null) : unreadable,
    image_out_url: tagImages?.detected ?? null,
    binary: tagId ? demoBinary(i) : null,
  };
  return i % 5 === 4
    ? [{ id: `detect-${i}-dropped`, image_in_url: null, image_out_url: null, binary: null }, frame]
    : [frame];
}

/** A dots binary as the detector reports it. */
function demoBinary(i: number): string {
  return createHash('sha256').update(`binary-${i}`).digest('hex').slice(0, 32);
}

const MATCHERS = ['dots', 'links', 'goldberg'] as const;

/**
 * 001 §3 matchData, varied by status (the TED badges read the first result's name): a match names its
 * matcher (dots, links or goldberg); a failed match has candidates under no matcher; a failed detect has none.
 */
function demoMatchData(status: ScanStatus, i: number, collectionName: string): unknown {
  if (status === 'DETECT_FAILED') return [];
  if (status === 'MATCH_FAILED') return [{ results: i % 2 === 0 ? [] : [{ name: `candidate-${collectionName}` }] }];
  return [{ results: [{ name: `${MATCHERS[i % MATCHERS.length]}-${collectionName}` }] }];
}

function hashSeed(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/**
 * The photos and detected fingerprints of every tag the generator may scan, stored once each (content
 * addressed) through the API's file storage, plus a few photos no detector can read.
 */
export async function renderDemoScanImages(
  collections: DemoScanCollection[],
  storage: FileStorage,
): Promise<DemoScanImages> {
  const tags = collections.flatMap((collection) => collection.tags ?? []);
  const byTag = new Map<string, { photo: string; detected: string }>();
  // A few at a time: sharp renders on libuv's small thread pool, and the machine is shared.
  for (let start = 0; start < tags.length; start += 4) {
    await Promise.all(
      tags.slice(start, start + 4).map(async (tag, offset) => {
        const n = start + offset;
        const shot = { rotation: ((n * 37) % 70) - 35, blur: 0.6 + (n % 4) * 0.25, surface: n };
        const [photo, detected] = await Promise.all([
          renderScanPhoto(tag.seed, tag.version, shot).then((bytes) => storeScanImage(storage, bytes, 'jpg')),
          renderDetectedFingerprint(tag.seed, tag.version).then((bytes) => storeScanImage(storage, bytes, 'png')),
        ]);
        byTag.set(tag.id, { photo, detected });
      }),
    );
  }
  const unreadable = await Promise.all(
    tags.slice(0, UNREADABLE_PHOTOS).map(async (tag, n) => {
      const shot = { rotation: 60 + n * 20, blur: 6 + n, surface: n + 1 };
      return storeScanImage(storage, await renderScanPhoto(tag.seed, tag.version, shot), 'jpg');
    }),
  );
  return { byTag, unreadable };
}

const UNREADABLE_PHOTOS = 4;

/**
 * Idempotent: a project whose demo scans are stored is left alone (its images too); otherwise its
 * scans are inserted, keyed by client_scan_id. With a file storage the scans carry images.
 */
export async function seedDemoScanEvents(
  db: Db,
  { now = new Date(), fileStorage }: { now?: Date; fileStorage?: FileStorage } = {},
): Promise<number> {
  let inserted = 0;
  for (const [projectId, count] of Object.entries(DEMO_SCAN_COUNTS)) {
    const seeded = await db.query('SELECT 1 FROM scan_events WHERE client_scan_id = $1', [`demo-${projectId}-0`]);
    if (seeded.length > 0) continue;
    const collections = await scannableCollections(db, projectId);
    const images = fileStorage ? await renderDemoScanImages(collections, fileStorage) : undefined;
    inserted += await insertScanEvents(db, generateDemoScans({ projectId, collections, count, now, images }));
    await addDemoThirdPartyResponses(db, projectId);
  }
  return inserted;
}

/** 001 §3 thirdPartyScanResponse: what an outside verification service answered about each read tag. */
async function addDemoThirdPartyResponses(db: Db, projectId: string): Promise<void> {
  await db.query(
    `UPDATE scan_events SET third_party_scan_response = jsonb_build_object(
       'provider', 'VerifyPoint',
       'verdict', CASE scan_status WHEN 'SUCCESS' THEN 'genuine' ELSE 'unknown' END,
       'score', 0.5 + (abs(hashtext(client_scan_id)) % 50) / 100.0)
     WHERE project_id = $1 AND tag_id IS NOT NULL AND client_scan_id LIKE 'demo-%'`,
    [projectId],
  );
}

/** Collections of a project with their first tags, for the generator. */
export async function scannableCollections(db: Db, projectId: string): Promise<DemoScanCollection[]> {
  return db.query<DemoScanCollection>(
    `SELECT c.id, c.name, c.tag_count::int AS "tagCount",
            COALESCE((SELECT json_agg(json_build_object('id', t.id, 'seed', encode(t.seed, 'hex'), 'version', t.version)
                                      ORDER BY t.sequence_number)
                      FROM (SELECT id, seed, version, sequence_number FROM tags WHERE collection_id = c.id
                            ORDER BY sequence_number LIMIT $2) t), '[]'::json) AS tags
     FROM collections c WHERE c.project_id = $1 ORDER BY c.created_at, c.id`,
    [projectId, TAGS_PER_COLLECTION],
  );
}

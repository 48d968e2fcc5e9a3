import type { Db } from '../db/db.js';
import type { NewScanEvent } from '../repositories/scan-events/scan-events-repository.js';
import { setCollectionMarkets } from '../repositories/protection/protection-repository.js';
import { storeScans } from '../services/protection/store-scans.js';
import { DEMO_IDS } from './demo-data.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where Leather Tote Bags are sold: the outside-market rule flags a scan anywhere else. */
export const DEMO_MARKETS = ['FR', 'IT', 'GB', 'DE', 'ES', 'US'];
const COLLECTION = 'Leather Tote Bags';

interface Place {
  city: string;
  country: string;
  lat: number;
  long: number;
}
// Countries as codes, as the other demo scans report them: one city is one row in analytics.
const PARIS: Place = { city: 'Paris', country: 'FR', lat: 48.8566, long: 2.3522 };
const LAGOS: Place = { city: 'Lagos', country: 'NG', lat: 6.5244, long: 3.3792 };
const MILAN: Place = { city: 'Milan', country: 'IT', lat: 45.4642, long: 9.19 };
const LONDON: Place = { city: 'London', country: 'GB', lat: 51.5072, long: -0.1276 };
const SHANGHAI: Place = { city: 'Shanghai', country: 'CN', lat: 31.2304, long: 121.4737 };

/** A flagged demo tag: its index in Leather Tote Bags (past the first 60 the other demo scans use) and its scans. */
interface FlaggedTag {
  index: number;
  scans: { agoMs: number; place: Place; session: number }[];
}

/** Eight people in Milan, three scans each over ten days: 24 scans, more than 20 and more than 5 sessions. */
const tooOften = Array.from({ length: 24 }, (_, i) => ({
  agoMs: 12 * DAY - i * 10 * HOUR,
  place: { ...MILAN, lat: MILAN.lat + (i % 5) * 0.01, long: MILAN.long - (i % 3) * 0.01 },
  session: Math.floor(i / 3),
}));

export const DEMO_FLAGGED_TAGS: FlaggedTag[] = [
  // Paris, then Lagos two hours later: impossible travel (and Nigeria is outside the markets).
  {
    index: 24_001,
    scans: [
      { agoMs: 3 * DAY + 2 * HOUR, place: PARIS, session: 0 },
      { agoMs: 3 * DAY, place: LAGOS, session: 1 },
    ],
  },
  { index: 24_002, scans: tooOften },
  // London, then Shanghai three weeks later: a believable trip, but China is outside the markets.
  {
    index: 24_003,
    scans: [
      { agoMs: 25 * DAY, place: LONDON, session: 0 },
      { agoMs: 4 * DAY, place: SHANGHAI, session: 1 },
    ],
  },
];

/** Flagged scans in all: what the demo adds to Spring's scans. */
export const DEMO_FLAGGED_SCAN_COUNT = DEMO_FLAGGED_TAGS.reduce((sum, tag) => sum + tag.scans.length, 0);

/**
 * A new user finds flagged tags in Spring. Leather Tote Bags gets its markets, as made with the
 * collection (rule set version 1, no change to count), and three of its tags get scans stored through storeScans,
 * as POST /scan-events stores them, so each is scored by the project's rules and TED, analytics and the tag page
 * show the score and the reasons with their numbers. Once only: a project that has them keeps them.
 */
export async function seedDemoFlaggedScans(db: Db, now = new Date()): Promise<number> {
  const projectId = DEMO_IDS.projects.spring;
  const [seeded] = await db.query('SELECT 1 FROM scan_events WHERE client_scan_id = $1', [clientScanId(0, 0)]);
  if (seeded) return 0;
  const tags = await db.query<{ id: string; collection_id: string; sequence_number: number }>(
    `SELECT t.id, t.collection_id, t.sequence_number FROM tags t JOIN collections c ON c.id = t.collection_id
     WHERE c.project_id = $1 AND c.name = $2 AND t.sequence_number = ANY($3::int[])`,
    [projectId, COLLECTION, DEMO_FLAGGED_TAGS.map((tag) => tag.index)],
  );
  if (tags.length !== DEMO_FLAGGED_TAGS.length) return 0;
  await setCollectionMarkets(db, tags[0]!.collection_id, DEMO_MARKETS);
  const events = DEMO_FLAGGED_TAGS.flatMap((flagged, t) => {
    const tag = tags.find((row) => row.sequence_number === flagged.index)!;
    return flagged.scans.map(({ agoMs, place, session }, s): NewScanEvent => ({
      project_id: projectId,
      collection_id: tag.collection_id,
      tag_id: tag.id,
      client_scan_id: clientScanId(t, s),
      created_at: new Date(now.getTime() - agoMs).toISOString(),
      city: place.city,
      country: place.country,
      client_location_lat: place.lat,
      client_location_long: place.long,
      geolocation_enabled: true,
      client_session_id: `demo-flagged-${t}-session-${session}`,
      client_agent: 'WEBSCANNER',
      scan_status: 'SUCCESS',
      rule_status: null,
      tag_metadata: null,
      hook_data: null,
      user_agent: { platform: 'Android', browser: 'Chrome', version: '131.0' },
      detect_data: null,
      match_data: [{ results: [{ name: `dots-${COLLECTION}` }] }],
    }));
  });
  return storeScans(db, events);
}

const clientScanId = (tag: number, scan: number) => `demo-flagged-${tag}-${scan}`;

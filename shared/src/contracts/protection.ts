import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { TAG_STATUSES } from './tag-status.js';

/**
 * Protection rules (ADR 0062): each scan is scored at ingest by the project's rules, and each rule that
 * fires gives a reason with its numbers. The keys of ProtectionRules are the rule ids reasons name.
 */
export const PROTECTION_RULES = [
  'impossibleTravel',
  'tooManyScans',
  'outsideMarket',
  'tagStatus',
  'matchFailures',
] as const;
export type ProtectionRule = (typeof PROTECTION_RULES)[number];

/** The rules look this far back from each scan's own time. */
export const PROTECTION_WINDOW_DAYS = 30;

/** The messages are the ones a form shows beside the number; the API answers with its JSON Schema's own words. */
const Count = (min: number, max: number) =>
  v.pipe(
    v.number('Enter a number.'),
    v.integer('Enter a whole number.'),
    v.minValue(min, `At least ${min}.`),
    v.maxValue(max, `At most ${max.toLocaleString('en')}.`),
  );

/** Every rule can be off, and can blacklist the tag of a scan it flags (source 'rule', the scan named). */
const toggle = { enabled: v.boolean(), autoBlacklist: v.boolean() };

export const ProtectionRules = v.strictObject({
  /** Two scans of one tag farther apart than maxSpeedKmh allows; nearer than minDistanceKm is never flagged. */
  impossibleTravel: v.strictObject({
    ...toggle,
    maxSpeedKmh: Count(1, 100_000),
    minDistanceKm: Count(0, 20_000),
  }),
  /** More than maxScans scans of one tag in 30 days, or more than maxSessions distinct scanner sessions. */
  tooManyScans: v.strictObject({ ...toggle, maxScans: Count(1, 100_000), maxSessions: Count(1, 100_000) }),
  /** A country not in the collection's markets; a collection without markets is never flagged. */
  outsideMarket: v.strictObject(toggle),
  /** A scan of an inactive or blacklisted tag. */
  tagStatus: v.strictObject(toggle),
  /** minFailures or more failed matches of one tag in 30 days, this scan's included. */
  matchFailures: v.strictObject({ ...toggle, minFailures: Count(1, 100_000) }),
});
export type ProtectionRules = v.InferOutput<typeof ProtectionRules>;

/** What a project scores with until an Administrator changes it: every rule on, none blacklisting. */
export const DEFAULT_PROTECTION_RULES: ProtectionRules = {
  impossibleTravel: { enabled: true, autoBlacklist: false, maxSpeedKmh: 900, minDistanceKm: 50 },
  tooManyScans: { enabled: true, autoBlacklist: false, maxScans: 20, maxSessions: 5 },
  outsideMarket: { enabled: true, autoBlacklist: false },
  tagStatus: { enabled: true, autoBlacklist: false },
  matchFailures: { enabled: true, autoBlacklist: false, minFailures: 3 },
};

/**
 * A collection's markets (ISO 3166-1 alpha-2 codes in capitals); empty turns outside market off. The API also
 * refuses a code named twice (JSON Schema, which routes are checked with, has no valibot equivalent).
 */
export const Markets = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in capitals, e.g. FR'))),
  v.maxLength(250),
);

export const CollectionMarkets = v.object({ collectionId: Uuid, name: v.string(), markets: Markets });
export type CollectionMarkets = v.InferOutput<typeof CollectionMarkets>;

/** GET and PUT …/protection: the rules, the version scans are stored with, and each collection's markets. */
export const ProtectionSettings = v.object({
  rules: ProtectionRules,
  /** 1 for the defaults; one more at each change of the rules or of a collection's markets. */
  ruleSetVersion: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** null until the rules or markets were first changed. */
  updatedAt: v.nullable(IsoDateTime),
  collections: v.array(CollectionMarkets),
});
export type ProtectionSettings = v.InferOutput<typeof ProtectionSettings>;

export const CollectionMarketsBody = v.strictObject({ markets: Markets });
export type CollectionMarketsBody = v.InferOutput<typeof CollectionMarketsBody>;

const Points = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));
const Amount = v.pipe(v.number(), v.minValue(0));

/** Each reason: its rule, the points it adds (ADR 0062), a sentence with its numbers, and the numbers themselves. */
const reason = <R extends ProtectionRule, E extends v.ObjectEntries>(rule: R, entries: E) =>
  v.object({ rule: v.literal(rule), points: Points, message: v.string(), ...entries });

export const ScanReason = v.variant('rule', [
  reason('impossibleTravel', {
    distanceKm: Amount,
    hours: Amount,
    /** null when both scans have the same time. */
    speedKmh: v.nullable(Amount),
    /** The earlier scan this one is compared with. */
    previousClientScanId: v.string(),
  }),
  reason('tooManyScans', { scans: Amount, sessions: Amount, windowDays: Amount }),
  reason('outsideMarket', { country: v.string(), markets: v.array(v.string()) }),
  reason('tagStatus', { status: v.picklist(TAG_STATUSES) }),
  reason('matchFailures', { failures: Amount, windowDays: Amount }),
]);
export type ScanReason = v.InferOutput<typeof ScanReason>;

/** The score and reasons a scan list gives each scan; null score: stored before scoring, or bulk-loaded. */
export const scanScoreFields = {
  score: v.nullable(Points),
  reasons: v.array(ScanReason),
  ruleSetVersion: v.nullable(v.pipe(v.number(), v.integer())),
};

/** How the console and a rule's blacklisting note name each rule. */
export const PROTECTION_RULE_LABELS: Record<ProtectionRule, string> = {
  impossibleTravel: 'Impossible travel',
  tooManyScans: 'Too many scans',
  outsideMarket: 'Outside market',
  tagStatus: 'Inactive or blacklisted tag',
  matchFailures: 'Repeated match failures',
};

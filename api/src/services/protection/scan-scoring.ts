import {
  PROTECTION_RULES,
  PROTECTION_WINDOW_DAYS,
  type ProtectionRule,
  type ProtectionRules,
  type ScanReason,
} from 'shared/contracts/protection';
import type { TagStatus } from 'shared/contracts/tag-status';
import { countryCodeOf } from './country-codes.js';
import type { EarlierScan } from '../../repositories/protection/protection-repository.js';

/**
 * Scores one scan (ADR 0062): a pure function of the scan, its tag's earlier scans, the tag's status, the
 * collection's markets and the rules. No clock but the scans' own times, so the same inputs give the same score
 * and the same reasons.
 */

/** A scan as the rules read it (an earlier scan as stored, less its tag); `at` in milliseconds since the epoch. */
export type ScoredScan = Omit<EarlierScan, 'tagId'>;

export interface ScoringInput {
  scan: ScoredScan & { addressComponents: unknown };
  /** The tag's scans before this one (by time, then clientScanId) in the window, oldest first. */
  earlier: readonly ScoredScan[];
  /** The tag's status when the scan arrived; null for a scan without a tag. */
  tagStatus: TagStatus | null;
  /** The collection's ISO country codes; empty: outside market is off. */
  markets: readonly string[];
  rules: ProtectionRules;
}

export interface ScanScore {
  score: number;
  reasons: ScanReason[];
  /** Rules that fired and blacklist the tag. */
  blacklistingRules: ProtectionRule[];
}

/** Points each rule adds when it fires; combined as independent evidence (ADR 0062). */
export const RULE_POINTS = {
  impossibleTravel: 70,
  tooManyScans: 40,
  outsideMarket: 40,
  tagStatus: { inactive: 50, blacklisted: 90 },
  matchFailures: 50,
} as const;

export const WINDOW_MS = PROTECTION_WINDOW_DAYS * 24 * 60 * 60 * 1000;
const EARTH_RADIUS_KM = 6371;
const HOUR_MS = 60 * 60 * 1000;

/** Great-circle distance in km (haversine) between two points in degrees. */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** 4700 → '4,700': written by hand so the text never depends on the server's locale data. */
export function grouped(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 35 min, 2 h, 2.5 h, 3 days. */
export function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = ms / HOUR_MS;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round(hours / 24)} days`;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function placeOf(scan: ScoredScan): string {
  return scan.city || scan.country || `${scan.lat?.toFixed(2)}, ${scan.long?.toFixed(2)}`;
}

const located = (scan: ScoredScan): scan is ScoredScan & { lat: number; long: number } =>
  scan.lat !== null && scan.long !== null;

function impossibleTravel({ scan, earlier, rules }: ScoringInput): ScanReason | undefined {
  const rule = rules.impossibleTravel;
  if (!located(scan)) return undefined;
  const previous = earlier.findLast(located);
  if (!previous) return undefined;
  const km = distanceKm(previous, scan);
  if (km < rule.minDistanceKm) return undefined;
  const ms = scan.at - previous.at;
  const speedKmh = ms > 0 ? km / (ms / HOUR_MS) : null;
  if (speedKmh !== null && speedKmh <= rule.maxSpeedKmh) return undefined;
  const when = ms > 0 ? `${duration(ms)} after` : 'at the same time as in';
  const numbers = speedKmh === null ? `${grouped(km)} km` : `${grouped(km)} km, ${grouped(speedKmh)} km/h`;
  return {
    rule: 'impossibleTravel',
    points: RULE_POINTS.impossibleTravel,
    message: `Scanned in ${placeOf(scan)} ${when} ${placeOf(previous)}: ${numbers}`,
    distanceKm: Math.round(km),
    hours: round(ms / HOUR_MS, 2),
    speedKmh: speedKmh === null ? null : Math.round(speedKmh),
    previousClientScanId: previous.clientScanId,
  };
}

function tooManyScans({ scan, earlier, rules }: ScoringInput): ScanReason | undefined {
  const rule = rules.tooManyScans;
  const scans = earlier.length + 1;
  const sessions = new Set([...earlier, scan].flatMap((one) => (one.sessionId ? [one.sessionId] : []))).size;
  const parts = [
    scans > rule.maxScans &&
      `${grouped(scans)} scans of this tag in ${PROTECTION_WINDOW_DAYS} days (more than ${grouped(rule.maxScans)})`,
    sessions > rule.maxSessions &&
      `${grouped(sessions)} scanner sessions in ${PROTECTION_WINDOW_DAYS} days (more than ${grouped(rule.maxSessions)})`,
  ].filter((part) => part !== false);
  if (parts.length === 0) return undefined;
  return {
    rule: 'tooManyScans',
    points: RULE_POINTS.tooManyScans,
    message: parts.join('; '),
    scans,
    sessions,
    windowDays: PROTECTION_WINDOW_DAYS,
  };
}

function outsideMarket({ scan, markets }: ScoringInput): ScanReason | undefined {
  if (markets.length === 0) return undefined;
  const code = countryCodeOf(scan.country, scan.addressComponents);
  if (!code || markets.includes(code)) return undefined;
  const country = scan.country.trim().length > 2 ? `${scan.country.trim()} (${code})` : code;
  return {
    rule: 'outsideMarket',
    points: RULE_POINTS.outsideMarket,
    message: `Scanned in ${country}, outside the collection's markets: ${markets.join(', ')}`,
    country: code,
    markets: [...markets],
  };
}

function tagStatus({ tagStatus: status }: ScoringInput): ScanReason | undefined {
  if (status !== 'inactive' && status !== 'blacklisted') return undefined;
  return {
    rule: 'tagStatus',
    points: RULE_POINTS.tagStatus[status],
    message: `Scan of ${status === 'inactive' ? 'an inactive' : 'a blacklisted'} tag`,
    status,
  };
}

function matchFailures({ scan, earlier, rules }: ScoringInput): ScanReason | undefined {
  // A good match is no sign of a copy, whatever failed before it.
  if (scan.scanStatus !== 'MATCH_FAILED') return undefined;
  const failures = earlier.filter((one) => one.scanStatus === 'MATCH_FAILED').length + 1;
  if (failures < rules.matchFailures.minFailures) return undefined;
  return {
    rule: 'matchFailures',
    points: RULE_POINTS.matchFailures,
    message:
      `${grouped(failures)} failed matches of this tag in ${PROTECTION_WINDOW_DAYS} days ` +
      `(${grouped(rules.matchFailures.minFailures)} or more)`,
    failures,
    windowDays: PROTECTION_WINDOW_DAYS,
  };
}

const CHECKS: Record<ProtectionRule, (input: ScoringInput) => ScanReason | undefined> = {
  impossibleTravel,
  tooManyScans,
  outsideMarket,
  tagStatus,
  matchFailures,
};

/** Independent evidence: 100 × (1 − Π(1 − pᵢ/100)), rounded; one reason scores its own points. */
export function combinedScore(reasons: readonly Pick<ScanReason, 'points'>[]): number {
  const clear = reasons.reduce((product, reason) => product * (1 - reason.points / 100), 1);
  return Math.round(100 * (1 - clear));
}

export function scoreScan(input: ScoringInput): ScanScore {
  const reasons: ScanReason[] = [];
  const blacklistingRules: ProtectionRule[] = [];
  for (const rule of PROTECTION_RULES) {
    if (!input.rules[rule].enabled) continue;
    const reason = CHECKS[rule](input);
    if (!reason) continue;
    reasons.push(reason);
    if (input.rules[rule].autoBlacklist) blacklistingRules.push(rule);
  }
  return { score: combinedScore(reasons), reasons, blacklistingRules };
}

/** Whether any rule is on: a project with every rule off stores its scans without reading their history. */
export const anyRuleOn = (rules: ProtectionRules) => PROTECTION_RULES.some((rule) => rules[rule].enabled);

/** The stored score columns of a scan. */
export interface ScanScoreColumns {
  score: number | null;
  reasons: ScanReason[] | null;
  rule_set_version: number | null;
}

/** A listed scan's score, reasons and version as the contracts give them (no reasons on an unscored scan). */
export const scanScoreOf = (row: ScanScoreColumns) => ({
  score: row.score,
  reasons: row.reasons ?? [],
  ruleSetVersion: row.rule_set_version,
});

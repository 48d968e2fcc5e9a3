import type { Db } from '../../db/db.js';
import {
  PRINT_QUALITY_DEFAULT_WEEKS,
  type PrintQualityQuery,
  type PrintQualityReport,
} from 'shared/contracts/print-quality';
import {
  weeklyFailureRates,
  type PrintQualityWeekRow,
} from '../../repositories/print-quality/print-quality-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { canReadCollections, findProjectCollection } from '../collections/collection-service.js';

/** Fewer failures than this in a week is too few to call a print run bad, whatever the rate. */
export const MIN_UNUSUAL_FAILURES = 5;
/** How many standard deviations above the usual rate a week's failures must be. */
const UNUSUAL_Z = 3;

/**
 * A week is far above usual when it failed at least twice as often as the other weeks, by more than chance
 * explains (UNUSUAL_Z standard deviations of a binomial at the usual rate), with MIN_UNUSUAL_FAILURES or more
 * failures. Without other weeks to compare with there is no usual rate and nothing stands out.
 */
export function isFarAboveUsual(failed: number, attempts: number, usualRate: number | null): boolean {
  if (usualRate === null || attempts === 0 || failed < MIN_UNUSUAL_FAILURES) return false;
  const rate = failed / attempts;
  if (rate < 2 * usualRate) return false;
  const spread = Math.sqrt(attempts * usualRate * (1 - usualRate));
  return spread === 0 || (failed - attempts * usualRate) / spread >= UNUSUAL_Z;
}

function weeklyRate(attempts: number, failed: number, rate: number | null, usualRate: number | null) {
  return { attempts, failed, rate, usualRate, farAboveUsual: isFarAboveUsual(failed, attempts, usualRate) };
}

const rateOf = (failed: number, attempts: number) => (attempts === 0 ? null : failed / attempts);

function totalOf(rows: PrintQualityWeekRow[]): PrintQualityReport['total'] {
  const sum = (pick: (row: PrintQualityWeekRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const scans = sum((row) => row.scans);
  const detectFailed = sum((row) => row.detect_failed);
  const detected = sum((row) => row.detected);
  const matchFailed = sum((row) => row.match_failed);
  return {
    scans,
    detect: { attempts: scans, failed: detectFailed, rate: rateOf(detectFailed, scans) },
    match: { attempts: detected, failed: matchFailed, rate: rateOf(matchFailed, detected) },
  };
}

/** Weekly detect and match failure rates of one collection, for its project's readers: counts only, no scans. */
export async function printQualityReport(
  db: Db,
  auth: AuthContext,
  projectId: string,
  collectionId: string,
  query: PrintQualityQuery,
  now = new Date(),
): Promise<PrintQualityReport> {
  await requireProjectPermission(db, auth, projectId, canReadCollections);
  await findProjectCollection(db, projectId, collectionId);
  const rows = await weeklyFailureRates(db, projectId, collectionId, query.weeks ?? PRINT_QUALITY_DEFAULT_WEEKS, now);
  return {
    collectionId,
    weeks: rows.map((row) => ({
      week: row.week,
      weekStart: row.week_start,
      scans: row.scans,
      detect: weeklyRate(row.scans, row.detect_failed, row.detect_rate, row.detect_usual_rate),
      match: weeklyRate(row.detected, row.match_failed, row.match_rate, row.match_usual_rate),
    })),
    total: totalOf(rows),
  };
}

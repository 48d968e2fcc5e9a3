import type { Db } from '../../db/db.js';

/**
 * Scans live in one table per month (migration 021). A month is made here, before its first scans are stored,
 * for months from this many back to the next one: a scan older than that (a rare backfill) goes to the default
 * partition, so no caller can make tables without end by sending scans from any century.
 */
const MONTHS_BACK = 24;

const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** Makes the monthly tables the scans created at these instants go to (a no-op for months that exist). */
export async function addScanEventMonths(db: Db, createdAt: Iterable<string>, now = new Date()): Promise<void> {
  const current = monthIndex(now);
  const months = new Set<number>();
  for (const instant of createdAt) {
    const month = monthIndex(new Date(instant));
    if (month >= current - MONTHS_BACK && month <= current + 1) months.add(month);
  }
  if (months.size === 0) return;
  const starts = [...months].map((month) => new Date(Date.UTC(Math.floor(month / 12), month % 12)).toISOString());
  await db.query('SELECT scan_events_add_month(moment) FROM unnest($1::timestamptz[]) AS moment', [starts]);
}

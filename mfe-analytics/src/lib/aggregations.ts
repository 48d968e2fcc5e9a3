import { placeName, scannerName } from 'shared';
import { daysOf } from './date-range';
import type { DateRange, PanelAggregates } from './types';

/** 001 §9: pie charts show at most 15 slices, the rest grouped as 'Other'. */
export const MAX_PIE_SLICES = 15;

export interface DayCount {
  day: string;
  scans: number;
}

/** One entry per day of the range, days without scans included as 0. */
export function dailyCounts(daily: PanelAggregates['daily']['daily'], range: DateRange): DayCount[] {
  const counts = new Map(daysOf(range).map((day) => [day, 0]));
  for (const { day, scans } of daily) if (counts.has(day)) counts.set(day, scans);
  return [...counts].map(([day, scans]) => ({ day, scans }));
}

export interface Slice {
  id: string;
  label: string;
  value: number;
}

/** Sums counts under a display name (e.g. every unnamed city is 'Unknown'), most first. */
function sumBy<T extends { scans: number }>(rows: T[], name: (row: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(name(row), (counts.get(name(row)) ?? 0) + row.scans);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Largest first; past `max` slices the smallest ones are folded into 'Other' (with any existing 'Other'). */
export function scannerSlices(byAgent: PanelAggregates['scanners']['byAgent'], max = MAX_PIE_SLICES): Slice[] {
  const counts = sumBy(byAgent, (row) => scannerName(row.agent));
  const named = counts.filter(([name]) => name !== 'Other');
  const otherCount = counts.find(([name]) => name === 'Other')?.[1] ?? 0;
  const keep = otherCount > 0 || named.length > max ? max - 1 : max;
  const folded = otherCount + named.slice(keep).reduce((sum, [, count]) => sum + count, 0);
  const slices = named.slice(0, keep).map(([name, value]) => ({ id: name, label: name, value }));
  return folded > 0 ? [...slices, { id: 'Other', label: 'Other', value: folded }] : slices;
}

export interface CityRow {
  city: string;
  country: string;
  scans: number;
}

/**
 * Cities by number of scans, most scanned first. A city is its name and country (Paris, FR is not
 * Paris, US); unnamed cities and countries show as 'Unknown' and count together.
 */
export function cityRows(byCity: PanelAggregates['cities']['byCity']): CityRow[] {
  const places = byCity.map((row) => ({ ...row, city: placeName(row.city), country: placeName(row.country) }));
  return sumBy(places, (row) => `${row.city}\u0000${row.country}`).map(([key, scans]) => {
    const [city = '', country = ''] = key.split('\u0000');
    return { city, country, scans };
  });
}

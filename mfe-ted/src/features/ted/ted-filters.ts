import type { TedFilters, TedOrder } from './types';
import { isDay, startOfDay, toDay } from 'shared';

const DAY_MS = 86_400_000;

/** 001 §9: event history is 60 days; the TED window defaults to one day. */
export const HISTORY_DAYS = 60;
export const DEFAULT_WINDOW_DAYS = 1;

/** 001 §9: 4 cards per row, 6 rows per page. */
export const CARDS_PER_PAGE = 24;

/** Slack for the time between building the query and the API checking it. */
const HISTORY_MARGIN_MS = 60_000;

/** The earliest day 'Scanned after' may show: 60 days ago. */
export function minAfterDay(now: Date): string {
  return toDay(new Date(now.getTime() - HISTORY_DAYS * DAY_MS));
}

export function defaultFilters(now: Date): TedFilters {
  return { after: toDay(new Date(now.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS)), before: '', order: 'newest' };
}

/** 001 §5: clearing 'Scanned after' (or picking an earlier day) resets it to 60 days ago. */
export function normaliseAfter(value: string, now: Date): string {
  const min = minAfterDay(now);
  return !isDay(value) || value < min ? min : value;
}

/** 'Scanned before' is optional: anything but a valid day clears it. */
export function normaliseBefore(value: string): string {
  return isDay(value) ? value : '';
}

export interface TedQuery {
  projectId?: string;
  createdAfter: string;
  createdBefore?: string;
  order: TedOrder;
  limit: number;
  offset: number;
}

/**
 * The API's bounds: createdAfter is the start of the 'Scanned after' day, but never earlier than the
 * API's 60-day history allows; createdBefore (exclusive) is the start of the 'Scanned before' day.
 */
export function toQuery(filters: TedFilters, page: number, now: Date): TedQuery {
  const earliest = now.getTime() - HISTORY_DAYS * DAY_MS + HISTORY_MARGIN_MS;
  const after = Math.max(startOfDay(normaliseAfter(filters.after, now)).getTime(), earliest);
  return {
    createdAfter: new Date(after).toISOString(),
    ...(filters.before ? { createdBefore: startOfDay(filters.before).toISOString() } : {}),
    order: filters.order,
    limit: CARDS_PER_PAGE,
    offset: (Math.max(1, page) - 1) * CARDS_PER_PAGE,
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CARDS_PER_PAGE));
}

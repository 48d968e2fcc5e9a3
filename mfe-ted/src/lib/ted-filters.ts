import { isDay, startOfDay, toDay } from 'shared';
import { SCAN_EVENTS_MAX_LIMIT, type ScanAgent, type ScanStatus } from 'shared/contracts/scan-events';
import { TED_DEFAULT_LIMIT, TED_HISTORY_DAYS, TedScanEventQuery, type TedOrder } from 'shared/contracts/ted';
import { Uuid } from 'shared/contracts/common';
import * as v from 'valibot';

const DAY_MS = 86_400_000;

/** 001 §9: the TED window defaults to one day (of the API's TED_HISTORY_DAYS of history). */
export const DEFAULT_WINDOW_DAYS = 1;

/** 001 §2 Global TED: SINGLE VIEW (scan cards) or SESSION VIEW (scans grouped by client session). */
export type TedView = 'single' | 'sessions';

/** 001 §2: the scanner types the dashboards filter by. */
export type ScannerFilter = Extract<ScanAgent, 'WECHAT' | 'WEBSCANNER'>;

/** The dashboard's filters: days as `YYYY-MM-DD` in the browser's time zone; '' or [] when not set. */
export interface TedFilters {
  after: string;
  before: string;
  order: TedOrder;
  tagId: string;
  collections: string[];
  scanners: ScannerFilter[];
  dotsBinary: string;
  /** Global TED only; its defaults are the two failures (001 §2). */
  statuses: ScanStatus[];
  /** Global TED only. */
  companyId: string;
}

/** Slack for the time between building the query and the API checking it. */
const HISTORY_MARGIN_MS = 60_000;

/** The earliest day 'Scanned after' may show: 60 days ago. */
export function minAfterDay(now: Date): string {
  return toDay(new Date(now.getTime() - TED_HISTORY_DAYS * DAY_MS));
}

/** 001 §2's scanner filter, in its words. */
export const SCANNER_FILTER_LABELS: Record<ScannerFilter, string> = { WECHAT: 'WeChat', WEBSCANNER: 'Webscanner' };
export const SCANNER_FILTERS = Object.keys(SCANNER_FILTER_LABELS) as ScannerFilter[];
export const STATUS_FILTERS: ScanStatus[] = ['DETECT_FAILED', 'MATCH_FAILED', 'SUCCESS'];
/** 001 §2 Global TED: failed detect on, failed match on, success off. */
const DEFAULT_STATUSES: ScanStatus[] = ['DETECT_FAILED', 'MATCH_FAILED'];

/** What the API accepts, checked by its own schemas: a field holding anything else is not sent yet. */
export const isTagId = (value: string) => v.is(Uuid, value);
const DotsBinary = v.unwrap(TedScanEventQuery.entries.dotsBinary);
export const isDotsBinary = (value: string) => v.is(DotsBinary, value);

export function defaultFilters(now: Date, global = false): TedFilters {
  return {
    after: toDay(new Date(now.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS)),
    before: '',
    order: 'newest',
    tagId: '',
    collections: [],
    scanners: [],
    dotsBinary: '',
    statuses: global ? DEFAULT_STATUSES : [],
    companyId: '',
  };
}

const listOf = <T extends string>(value: string | null, allowed?: readonly T[]): T[] =>
  (value ?? '').split(',').filter((item): item is T => item !== '' && (!allowed || allowed.includes(item as T)));

/** The filters a link carries (001 §2: a shared link opens the same view); anything missing is the default. */
export function filtersFromSearch(search: URLSearchParams, now: Date, global: boolean): TedFilters {
  const defaults = defaultFilters(now, global);
  return {
    after: search.has('after') ? normaliseAfter(search.get('after')!, now) : defaults.after,
    before: normaliseBefore(search.get('before') ?? ''),
    order: search.get('order') === 'oldest' ? 'oldest' : 'newest',
    tagId: search.get('tagId') ?? '',
    collections: listOf(search.get('collections')),
    scanners: listOf(search.get('scanners'), SCANNER_FILTERS),
    dotsBinary: search.get('dotsBinary') ?? '',
    statuses: global && search.has('statuses') ? listOf(search.get('statuses'), STATUS_FILTERS) : defaults.statuses,
    companyId: global ? (search.get('company') ?? '') : '',
  };
}

/** The query string of the filters and page: what differs from the defaults, so links stay short. */
export function searchFromFilters(filters: TedFilters, page: number, now: Date, global: boolean): URLSearchParams {
  const defaults = defaultFilters(now, global);
  const search = new URLSearchParams();
  if (filters.after !== defaults.after) search.set('after', filters.after);
  if (filters.before) search.set('before', filters.before);
  if (filters.order !== 'newest') search.set('order', filters.order);
  if (filters.tagId) search.set('tagId', filters.tagId);
  if (filters.collections.length) search.set('collections', filters.collections.join(','));
  if (filters.scanners.length) search.set('scanners', filters.scanners.join(','));
  if (filters.dotsBinary) search.set('dotsBinary', filters.dotsBinary);
  if (global && filters.statuses.join(',') !== defaults.statuses.join(',')) {
    search.set('statuses', filters.statuses.join(','));
  }
  if (global && filters.companyId) search.set('company', filters.companyId);
  if (page > 1) search.set('page', String(page));
  return search;
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

/**
 * The API's bounds: createdAfter is the start of the 'Scanned after' day, but never earlier than the
 * API's 60-day history allows; createdBefore (exclusive) is the start of the 'Scanned before' day.
 */
export function toQuery(filters: TedFilters, page: number, now: Date): TedScanEventQuery {
  const earliest = now.getTime() - TED_HISTORY_DAYS * DAY_MS + HISTORY_MARGIN_MS;
  const after = Math.max(startOfDay(normaliseAfter(filters.after, now)).getTime(), earliest);
  return {
    createdAfter: new Date(after).toISOString(),
    ...(filters.before ? { createdBefore: startOfDay(filters.before).toISOString() } : {}),
    order: filters.order,
    limit: TED_DEFAULT_LIMIT,
    offset: (Math.max(1, page) - 1) * TED_DEFAULT_LIMIT,
    // A half-typed tag id or binary is not sent: the field says it is not valid yet.
    ...(isTagId(filters.tagId) ? { tagId: filters.tagId } : {}),
    ...(filters.collections.length ? { 'collectionIds[]': filters.collections } : {}),
    ...(filters.scanners.length ? { 'clientAgents[]': filters.scanners } : {}),
    ...(filters.statuses.length ? { 'statuses[]': filters.statuses } : {}),
    ...(filters.companyId ? { companyId: filters.companyId } : {}),
    ...(isDotsBinary(filters.dotsBinary) ? { dotsBinary: filters.dotsBinary } : {}),
  };
}

/** Every scan of one client session, oldest first, over the whole 60-day history (the session dialog). */
export function sessionScansQuery(clientSessionId: string, now: Date): TedScanEventQuery {
  return {
    createdAfter: new Date(now.getTime() - TED_HISTORY_DAYS * DAY_MS + HISTORY_MARGIN_MS).toISOString(),
    order: 'oldest',
    limit: SESSION_SCANS_LIMIT,
    offset: 0,
    clientSessionId,
  };
}

/** The API's largest page; a session of more scans than this is a robot, and its first 500 tell the story. */
export const SESSION_SCANS_LIMIT = SCAN_EVENTS_MAX_LIMIT;

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / TED_DEFAULT_LIMIT));
}

import { Uuid } from 'shared/contracts/common';
import { ScanFilterText, type ScanAgent } from 'shared/contracts/scan-events';
import * as v from 'valibot';
import type { AnalyticsFilters, ListFilter, LocationType, TextFilter } from './types';

/** The Scanners filter's boxes in the order shown; a record, so every agent the API knows has its box. */
const SCANNER_BOXES: Record<ScanAgent, true> = {
  WEBSCANNER: true,
  WECHAT: true,
  NATIVESCANNER_IOS: true,
  NATIVESCANNER_ANDROID: true,
  WHATSAPP: true,
  OTHER: true,
};
export const SCANNER_AGENTS = Object.keys(SCANNER_BOXES) as ScanAgent[];

/** 001 §2 / issue: by default scans located by GPS and by IP address both count. */
export const DEFAULT_LOCATION_TYPES: LocationType[] = ['gps', 'ipAddress'];
const LOCATION_TYPES: readonly string[] = DEFAULT_LOCATION_TYPES;

export const TEXT_FILTERS: readonly TextFilter[] = [
  'tagId',
  'metadataKey',
  'metadataValue',
  'hookDataKey',
  'hookDataValue',
];
const LIST_FILTERS: readonly ListFilter[] = ['countries', 'cities', 'collections'];

export const DEFAULT_FILTERS: AnalyticsFilters = {
  countries: [],
  cities: [],
  locationTypes: DEFAULT_LOCATION_TYPES,
  collections: [],
  tagId: '',
  metadataKey: '',
  metadataValue: '',
  hookDataKey: '',
  hookDataValue: '',
  platforms: [],
};

/** A tag or collection id the API's own schema accepts. */
export const isTagId = (value: string) => v.is(Uuid, value);

/** The contract's words when the API would refuse this name or value (it is too long); undefined when it takes it. */
export const filterTextProblem = (text: string): string | undefined =>
  v.safeParse(ScanFilterText, text).issues?.[0].message;

const itemsOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

/** The first problem of a comma-separated list's items. */
export const listProblem = (value: string): string | undefined =>
  itemsOf(value)
    .map(filterTextProblem)
    .find((problem) => problem !== undefined);

/** `Paris, Lyon ,` → ['Paris', 'Lyon']: trimmed, no empties, no repeats, none the API would refuse. */
export function splitList(value: string | null): string[] {
  return [...new Set(itemsOf(value).filter((item) => !filterTextProblem(item)))];
}

const textOf = (value: string | null) => {
  const trimmed = (value ?? '').trim();
  return filterTextProblem(trimmed) ? '' : trimmed;
};

/**
 * The filters of the query string (`platforms=WECHAT,WEBSCANNER&cities=Paris,Lyon&tagId=…`). Values the
 * API would refuse (an unknown scanner, a tag or collection id that is not a UUID) are ignored, so an
 * edited link still opens a working page.
 */
export function parseFilters(params: URLSearchParams): AnalyticsFilters {
  const platforms = splitList(params.get('platforms')).filter((value): value is ScanAgent =>
    (SCANNER_AGENTS as readonly string[]).includes(value),
  );
  const types = splitList(params.get('locationTypes')).filter((value): value is LocationType =>
    LOCATION_TYPES.includes(value),
  );
  const tagId = textOf(params.get('tagId'));
  return {
    countries: splitList(params.get('countries')),
    cities: splitList(params.get('cities')),
    locationTypes: params.has('locationTypes') ? types : DEFAULT_LOCATION_TYPES,
    collections: splitList(params.get('collections')).filter(isTagId),
    tagId: isTagId(tagId) ? tagId.toLowerCase() : '',
    metadataKey: textOf(params.get('metadataKey')),
    metadataValue: textOf(params.get('metadataValue')),
    hookDataKey: textOf(params.get('hookDataKey')),
    hookDataValue: textOf(params.get('hookDataValue')),
    platforms,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && b.every((item) => a.includes(item));

/** Writes the filters into the query string; defaults are left out so a plain link stays short. */
export function writeFilters(params: URLSearchParams, filters: AnalyticsFilters): URLSearchParams {
  for (const key of LIST_FILTERS) {
    if (filters[key].length > 0) params.set(key, filters[key].join(','));
    else params.delete(key);
  }
  for (const key of TEXT_FILTERS) {
    if (filters[key]) params.set(key, filters[key]);
    else params.delete(key);
  }
  if (filters.platforms.length > 0) params.set('platforms', filters.platforms.join(','));
  else params.delete('platforms');
  if (sameSet(filters.locationTypes, DEFAULT_LOCATION_TYPES)) params.delete('locationTypes');
  else params.set('locationTypes', filters.locationTypes.join(','));
  return params;
}

/** How many filters differ from the defaults (shown on the Clear filters button). */
export function countActiveFilters(filters: AnalyticsFilters): number {
  const lists = [...LIST_FILTERS, 'platforms' as const].filter((key) => filters[key].length > 0).length;
  const texts = TEXT_FILTERS.filter((key) => filters[key]).length;
  return lists + texts + (sameSet(filters.locationTypes, DEFAULT_LOCATION_TYPES) ? 0 : 1);
}

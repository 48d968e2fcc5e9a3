import { SCANNER_AGENTS, type AnalyticsFilters, type LocationType, type ScannerAgent } from './types';

/** 001 §2 / issue: by default scans located by GPS and by IP address both count. */
export const DEFAULT_LOCATION_TYPES: LocationType[] = ['gps', 'ipAddress'];
const LOCATION_TYPES: readonly string[] = DEFAULT_LOCATION_TYPES;

const listOf = (value: string | null) => (value ?? '').split(',').filter(Boolean);

/** The filters of the query string (`platforms=WECHAT,WEBSCANNER&locationTypes=gps`); unknown values are ignored. */
export function parseFilters(params: URLSearchParams): AnalyticsFilters {
  const platforms = listOf(params.get('platforms')).filter((value): value is ScannerAgent =>
    (SCANNER_AGENTS as readonly string[]).includes(value),
  );
  const types = listOf(params.get('locationTypes')).filter((value): value is LocationType =>
    LOCATION_TYPES.includes(value),
  );
  return { platforms, locationTypes: params.has('locationTypes') ? types : DEFAULT_LOCATION_TYPES };
}

/** Writes the filters into the query string; defaults are left out so a plain link stays short. */
export function writeFilters(params: URLSearchParams, filters: AnalyticsFilters): URLSearchParams {
  if (filters.platforms.length > 0) params.set('platforms', filters.platforms.join(','));
  else params.delete('platforms');
  const isDefault =
    filters.locationTypes.length === DEFAULT_LOCATION_TYPES.length &&
    DEFAULT_LOCATION_TYPES.every((type) => filters.locationTypes.includes(type));
  if (isDefault) params.delete('locationTypes');
  else params.set('locationTypes', filters.locationTypes.join(','));
  return params;
}

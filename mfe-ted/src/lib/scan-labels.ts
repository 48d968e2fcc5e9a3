import type { ScanStatus } from 'shared/contracts/scan-events';

// The names of scanners, outcomes and places are the console's, shared with the tag page (mfe-projects).
export { placeName, scannerName, statusLabel } from 'shared';

/** Filled badge colours with white text at AA contrast. */
const STATUS_COLORS: Record<ScanStatus, string> = {
  SUCCESS: 'teal.9',
  DETECT_FAILED: 'red.9',
  MATCH_FAILED: 'violet.9',
};

export function statusColor(status: string): string {
  return STATUS_COLORS[status as ScanStatus] ?? 'gray.7';
}

export const MATCHERS = ['DOTS', 'LINKS', 'GOLDBERG'] as const;
export type Matcher = (typeof MATCHERS)[number];

export const SUCCESS_BADGE_COLOR = 'teal.9';
export const NEUTRAL_BADGE_COLOR = 'gray.7';

/** The first match result's name, if the match data has one (001 §3: a list of {results: [{name}]}). */
export function firstMatchName(matchData: unknown): string | null {
  if (!Array.isArray(matchData)) return null;
  const results = (matchData[0] as { results?: unknown } | null | undefined)?.results;
  if (!Array.isArray(results)) return null;
  const name = (results[0] as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? name : null;
}

/** 001 §2: a badge is success when the first match result's name starts with dots, links or goldberg. */
export function matcherBadges(matchData: unknown): { matcher: Matcher; success: boolean }[] {
  const name = firstMatchName(matchData)?.toLowerCase() ?? '';
  return MATCHERS.map((matcher) => ({ matcher, success: name.startsWith(matcher.toLowerCase()) }));
}

export interface ScanImages {
  /** The scanned image. */
  imageIn: string;
  /** The fingerprint the detector found in it, if any. */
  imageOut: string | null;
}

/** 001 §3: the first detectData item with an image_in_url is the scan's image. */
export function scanImages(detectData: unknown): ScanImages | null {
  if (!Array.isArray(detectData)) return null;
  for (const item of detectData as { image_in_url?: unknown; image_out_url?: unknown }[]) {
    if (typeof item?.image_in_url === 'string' && item.image_in_url !== '') {
      return {
        imageIn: item.image_in_url,
        imageOut: typeof item.image_out_url === 'string' && item.image_out_url !== '' ? item.image_out_url : null,
      };
    }
  }
  return null;
}

export function locatedBy(geolocationEnabled: boolean | undefined): string {
  return geolocationEnabled ? 'GPS' : 'IP address';
}

/** The session dialog's offset of a scan from the session's first, e.g. '+12 s'. */
export function secondsAfter(firstIso: string, iso: string): string {
  return `+${Math.round((Date.parse(iso) - Date.parse(firstIso)) / 1000)} s`;
}

/** The session's real-user-monitoring log, from the runtime config's template; null when none is set. */
export function rumSessionUrl(template: string, clientSessionId: string | null): string | null {
  if (!template || !clientSessionId) return null;
  return template.replaceAll('{sessionId}', encodeURIComponent(clientSessionId));
}

import type { ScanStatus } from './types';

/** 001 §3: scanner display names; a missing agent counts as OTHER. */
const SCANNER_NAMES: Record<string, string> = {
  WEBSCANNER: 'Web',
  WECHAT: 'WeChat',
  WHATSAPP: 'WhatsApp',
  NATIVESCANNER_IOS: 'iOS',
  NATIVESCANNER_ANDROID: 'Android',
  OTHER: 'Other',
};

export function scannerName(agent: string | null | undefined): string {
  return SCANNER_NAMES[agent || 'OTHER'] ?? agent!;
}

/** 001 §2 Global TED single view: the status badge. */
const STATUS_LABELS: Record<ScanStatus, string> = {
  SUCCESS: 'Matched',
  DETECT_FAILED: 'DETECT FAILED',
  MATCH_FAILED: 'MATCH FAILED',
};

/** Filled badge colours with white text at AA contrast. */
const STATUS_COLORS: Record<ScanStatus, string> = {
  SUCCESS: 'teal.9',
  DETECT_FAILED: 'red.9',
  MATCH_FAILED: 'violet.9',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ScanStatus] ?? status;
}

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

/** 001 §9: cities or countries of 1 character or fewer are 'Unknown'. */
export function placeName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed.length <= 1 ? 'Unknown' : trimmed;
}

/** en-AU date and time of a scan, e.g. '21 Nov 2026, 3:04 pm'. */
export function formatScanDate(iso: string): string {
  return new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

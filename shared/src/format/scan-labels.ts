import type { ScanAgent, ScanStatus } from '../contracts/scan-events';

/** 001 §3: scanner display names; a missing agent counts as OTHER. */
const SCANNER_NAMES: Record<ScanAgent, string> = {
  WEBSCANNER: 'Web',
  WECHAT: 'WeChat',
  WHATSAPP: 'WhatsApp',
  NATIVESCANNER_IOS: 'iOS',
  NATIVESCANNER_ANDROID: 'Android',
  OTHER: 'Other',
};

export function scannerName(agent: string | null | undefined): string {
  return SCANNER_NAMES[(agent || 'OTHER') as ScanAgent] ?? agent!;
}

/** 001 §2 Global TED single view: the status badge. */
const SCAN_STATUS_LABELS: Record<ScanStatus, string> = {
  SUCCESS: 'Matched',
  DETECT_FAILED: 'DETECT FAILED',
  MATCH_FAILED: 'MATCH FAILED',
};

export function statusLabel(status: string): string {
  return SCAN_STATUS_LABELS[status as ScanStatus] ?? status;
}

/** 001 §9: cities or countries of 1 character or fewer are 'Unknown'. */
export function placeName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed.length <= 1 ? 'Unknown' : trimmed;
}

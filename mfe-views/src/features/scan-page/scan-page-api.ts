import type { ScanPageAnswer } from '../../components/scan-page/scan-page-answer';

export type ScanPageResult =
  { kind: 'page'; page: ScanPageAnswer } | { kind: 'missing'; message: string } | { kind: 'failed' };

const BASE = '/api/content/scan-pages';

/** The scanner the page was opened in, from its user agent; 'ALL' for a plain browser. */
export function platformOf(userAgent: string): string {
  if (/MicroMessenger/i.test(userAgent)) return 'WECHAT';
  if (/WhatsApp/i.test(userAgent)) return 'WHATSAPP';
  return 'ALL';
}

export async function loadScanPage(code: string, platform: string): Promise<ScanPageResult> {
  try {
    const response = await fetch(`${BASE}/${encodeURIComponent(code)}?platform=${platform}`);
    if (response.ok) return { kind: 'page', page: (await response.json()) as ScanPageAnswer };
    if (response.status === 404 || response.status === 400) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      return { kind: 'missing', message: body?.error?.message ?? 'Tag not found.' };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** One id per scan for the tab's life (a reload is the same scan), one per browsing session. */
function sessionId(key: string): string {
  const kept = sessionStorage.getItem(key);
  if (kept) return kept;
  const made = crypto.randomUUID();
  sessionStorage.setItem(key, made);
  return made;
}

/** The page's id for its scan of this tag: what the scan is recorded under, and what a report names. */
export const clientScanIdOf = (code: string): string => sessionId(`sf-scan:${code}`);

/** Records the scan in the project's scan events; a failure leaves the page as it is. */
export function recordScan(code: string, platform: string): Promise<unknown> {
  const body = { clientScanId: clientScanIdOf(code), clientSessionId: sessionId('sf-scan-session'), platform };
  return fetch(`${BASE}/${encodeURIComponent(code)}/scans`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

// The headers every page and file of the console is served with (the gateway and each remote's static
// server): a Content-Security-Policy computed from the runtime files, so a remote or an API deployed on
// another origin is allowed by the file that points at it, and nothing else is.

/** Where browsers report what a page's policy blocked: the gateway logs each report. */
export const CSP_REPORTS_PATH = '/csp-reports';

/** Players the result views embed (mfe-views' safe-urls.ts turns YouTube and Vimeo links into these). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The origin of an absolute http(s) URL, a protocol-relative one (`//cdn.example/…`) taken as https; nothing for
 * a path on the console's own origin or a bad entry.
 */
export function originOf(url) {
  if (typeof url !== 'string' || !/^(https?:)?\/\/[^/\\]/i.test(url.trim())) return [];
  try {
    return [new URL(url.trim(), 'https://protocol-relative.invalid').origin];
  } catch {
    return [];
  }
}

const origins = (urls) => [...new Set(urls.flatMap(originOf))];

function policy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Shared by every page: no plugins, no <base> or form posts elsewhere, framed by nobody. Styles may be
 * inline: Mantine writes its theme variables in a <style> element and result views carry custom CSS
 * (scoped and checked by mfe-views); scripts never may. Images and videos of a result view are the
 * brand's, from any web address.
 */
const base = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'media-src': ["'self'", 'blob:', 'https:', 'http:'],
};

/**
 * The console's policy from its runtime files: scripts, styles, fonts and workers from itself and the
 * remotes' origins (remotes.json); calls to those, the API bases (config.json) and the map style's tile
 * service; frames for the video players and the /need-help form provider.
 * @param {{ remotes?: Record<string, string>, config?: { apiBase?: Record<string, string>, mapStyleUrl?: string, needHelpFormUrl?: string } }} files
 */
export function consolePolicy({ remotes = {}, config = {} } = {}) {
  const remoteOrigins = origins(Object.values(remotes));
  const apiOrigins = origins(Object.values(config.apiBase ?? {}));
  return policy({
    ...base,
    'script-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    // MapLibre (a configured map style) runs its worker from a blob.
    'worker-src': ["'self'", 'blob:', ...remoteOrigins],
    // data: and blob: are files the page already holds (a hub logo decoded for the tag files), not a destination.
    'connect-src': [
      "'self'",
      'data:',
      'blob:',
      ...new Set([...remoteOrigins, ...apiOrigins, ...origins([config.mapStyleUrl])]),
    ],
    'frame-src': ["'self'", ...VIDEO_PLAYERS, ...origins([config.needHelpFormUrl])],
    'report-uri': [CSP_REPORTS_PATH],
  });
}

/** The scan page (/s/): brand content on its own origin, which calls only its own origin's API routes. */
export const scanPagePolicy = policy({
  ...base,
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  'frame-src': VIDEO_PLAYERS,
  'report-uri': [CSP_REPORTS_PATH],
});

/** A remote's own server: its files are loaded by the console; its standalone page needs only itself. */
export const remotePolicy = policy({
  ...base,
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
});

/**
 * Headers for a response with this policy. HSTS only when the request came over https (directly or
 * through a TLS proxy that says so): over plain http a browser ignores it, and a developer's
 * http://localhost must never be pinned to https.
 * @param {string} contentSecurityPolicy
 * @param {import('node:http').IncomingMessage} request
 */
export function securityHeaders(contentSecurityPolicy, request) {
  const https = Boolean(request.socket?.encrypted) || request.headers['x-forwarded-proto'] === 'https';
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

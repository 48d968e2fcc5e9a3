// The console's front door on one machine: serves the shell, the remotes' builds under /remotes/<name>/,
// and forwards /api to the API, so the browser sees one origin. Any static host + reverse proxy can replace it.
// The scan page (/s/) is brand content: it is served from an origin of its own (SCAN_PAGE_PORT, public
// address SCAN_PAGE_URL), so nothing on it can read the console's storage.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { staticFiles } from '../../static-server.mjs';
import { CSP_REPORTS_PATH, consolePolicy, scanPagePolicy, securityHeaders } from '../../security-headers.mjs';

const port = Number(process.env.PORT ?? 8080);
// The address people open, and that the API puts in emailed links (`npm start` gives both the same
// CONSOLE_URL): a link to 127.0.0.1 opened in a browser signed in on localhost would lose the session.
const consoleUrl = (process.env.CONSOLE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
// This machine only, unless HOST says otherwise (e.g. 0.0.0.0 to open the console to the network).
const host = process.env.HOST ?? '127.0.0.1';
const scanPagePort = Number(process.env.SCAN_PAGE_PORT ?? 8090);
const scanPageUrl = new URL(process.env.SCAN_PAGE_URL ?? `http://localhost:${scanPagePort}`);
// Open to the network without SCAN_PAGE_URL, the short links would send a phone to its own localhost.
if (!/^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host) && !process.env.SCAN_PAGE_URL)
  console.warn(
    `Warning: HOST=${host} opens the gateway to the network, but SCAN_PAGE_URL is not set: short links will send ` +
      `phones to ${scanPageUrl.origin}, which is their own machine. Set SCAN_PAGE_URL=http://<this machine's address>:${scanPagePort}.`,
  );
// The API's own body limit. A bigger body is refused here, in the API's words: the API would answer
// 413 and close the connection mid-upload, which a forwarding proxy sees as a broken pipe.
const apiBodyLimit = Number(process.env.API_BODY_LIMIT ?? 1_048_576);
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:3000');
const shellDist = path.join(import.meta.dirname, '..', 'dist');
const workspace = path.join(import.meta.dirname, '..', '..');
// Overrides for one environment: a remotes.json or config.json outside the build.
const overrides = { '/remotes.json': process.env.REMOTES_JSON, '/config.json': process.env.CONFIG_JSON };
const runtimeFile = (name) => path.resolve(overrides[`/${name}`] ?? path.join(shellDist, name));

// The console's CSP follows the runtime files it serves (a remote or API moved to another origin is
// allowed by the entry that points there), read again whenever one of them changes.
let policyCache = { key: '', policy: consolePolicy() };
// A runtime file that is missing or cannot be read counts as empty: never an error out of a request.
const modified = (file) => {
  try {
    return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  } catch {
    return 0;
  }
};
function currentConsolePolicy() {
  const files = ['remotes.json', 'config.json'].map(runtimeFile);
  const key = files.map(modified).join();
  if (key === policyCache.key) return policyCache.policy;
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return {};
    }
  };
  const [remotes, config] = files.map(read);
  policyCache = { key, policy: consolePolicy({ remotes, config }) };
  return policyCache.policy;
}

const apiError = (response, status, code, message) => {
  response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  response.end(JSON.stringify({ error: { message, code, status } }));
};
const tooLarge = (response) => apiError(response, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');

// Answered once the body is read: a 413 sent mid-upload closes the socket under a client still sending,
// which then sees a broken pipe instead of the answer.
function refuseOnceRead(request, response) {
  request.once('end', () => tooLarge(response));
  request.resume();
}

function forwardToApi(request, response) {
  if (Number(request.headers['content-length'] ?? 0) > apiBodyLimit) return refuseOnceRead(request, response);
  let received = 0;
  const upstream = http.request(
    {
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        host: apiUrl.host,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (response.headersSent) return response.destroy();
    if (received > apiBodyLimit) return;
    apiError(response, 502, 'BAD_GATEWAY', 'The API is unreachable.');
  });
  // A body without a length is counted as it streams, and cut off once it passes the limit.
  request.on('data', (chunk) => {
    received += chunk.length;
    if (received <= apiBodyLimit || upstream.destroyed) return;
    request.unpipe(upstream);
    upstream.destroy();
    refuseOnceRead(request, response);
  });
  request.pipe(upstream);
}

const shellFiles = staticFiles(shellDist, { spa: true, policy: currentConsolePolicy });
const remoteFiles = new Map();

function serveRemote(request, response) {
  const [, , name, ...rest] = request.url.split('/');
  const dist = path.join(workspace, name ?? '', 'dist');
  if (!name?.startsWith('mfe-') || !existsSync(dist)) {
    response.writeHead(404).end();
    return;
  }
  if (!remoteFiles.has(name)) remoteFiles.set(name, staticFiles(dist, { policy: currentConsolePolicy }));
  request.url = `/${rest.join('/')}`;
  return remoteFiles.get(name)(request, response);
}

// The page a consumer opens from a tag's short link (/s/{code}): mfe-views' own small build.
const scanPageDist = path.join(workspace, 'mfe-views', 'dist-scan');
let scanPageFiles;

function serveScanPage(request, response) {
  if (!existsSync(scanPageDist)) return response.writeHead(404).end();
  scanPageFiles ??= staticFiles(scanPageDist, { spa: true, policy: () => scanPagePolicy });
  request.url = request.url.replace(/^\/s(?=\/)/, '');
  return scanPageFiles(request, response);
}

// A page's policy blocked something: one line on stderr, for the operator (and e2e runs) to see. The
// report is anyone's text: only strings and numbers are logged, cut short, control characters replaced
// (no forged log lines), and nothing in it can throw out of the request.
const CSP_REPORT_LIMIT = 16_384;
const reportField = (value) =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
        .slice(0, 300)
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?')
    : '?';

function logReport(body) {
  let report;
  try {
    report = JSON.parse(body)?.['csp-report'];
  } catch {
    return; // Not a report: answered alike, logged as nothing.
  }
  if (typeof report !== 'object' || report === null || !report['violated-directive']) return;
  const field = (name) => reportField(report[name]);
  console.error(`CSP blocked ${field('blocked-uri')} (${field('violated-directive')}) on ${field('document-uri')}`);
}

function logCspReport(request, response) {
  let body = '';
  request.setEncoding('utf8');
  request.on('error', () => {});
  request.on('data', (chunk) => {
    body += chunk;
    if (body.length > CSP_REPORT_LIMIT) request.destroy();
  });
  request.on('end', () => {
    try {
      logReport(body);
    } catch {
      // A report never ends the gateway.
    }
  });
  // Answered before the report is read: what it says changes nothing for the browser.
  response.writeHead(204).end();
}

function serveOverride(request, response, file) {
  let content;
  try {
    content = readFileSync(file);
  } catch {
    // Moved or unreadable while the gateway runs: a failed answer, not a stopped gateway.
    return response.writeHead(503, { 'cache-control': 'no-store' }).end();
  }
  response.writeHead(200, {
    ...securityHeaders(currentConsolePolicy(), request),
    'content-type': 'application/json',
    'cache-control': 'no-cache',
  });
  response.end(content);
}

const server = http.createServer((request, response) => {
  const pathname = (request.url ?? '/').split('?')[0];
  if (pathname.startsWith('/api/')) return forwardToApi(request, response);
  if (pathname === CSP_REPORTS_PATH && request.method === 'POST') return logCspReport(request, response);
  if (pathname.startsWith('/remotes/')) return serveRemote(request, response);
  // Short links printed with the console's address still open, on the scan page's origin.
  if (pathname.startsWith('/s/'))
    return response.writeHead(308, { location: new URL(request.url, scanPageUrl).href }).end();
  const override = overrides[pathname];
  if (override) return serveOverride(request, response, path.resolve(override));
  return shellFiles(request, response);
});

// The scan page's origin: the page and the public API routes it calls, nothing else of the API.
const SCAN_PAGE_API = ['/api/content/scan-pages/', '/api/content/assets/files/'];
// A path that a server behind could read as another one (dot segments, doubled or encoded slashes) is
// refused before the prefix test: the API must see exactly the routes the prefixes name.
const UNNORMALISED = /\/\.|\/\/|\\|%2e|%2f|%5c/i;
const scanPageServer = http.createServer((request, response) => {
  const pathname = (request.url ?? '/').split('?')[0];
  if (UNNORMALISED.test(pathname)) return response.writeHead(400, securityHeaders(scanPagePolicy, request)).end();
  if (SCAN_PAGE_API.some((prefix) => pathname.startsWith(prefix))) return forwardToApi(request, response);
  if (pathname === CSP_REPORTS_PATH && request.method === 'POST') return logCspReport(request, response);
  if (pathname.startsWith('/s/')) return serveScanPage(request, response);
  response.writeHead(404, securityHeaders(scanPagePolicy, request)).end();
});

const demoLogins = `Demo logins (password demo-pass-1):
  super@demo.test  provider super user (TED, Account settings, every company)
  admin@demo.test  Acme Brands, project Administrator
  guest@demo.test  Acme Brands, project Guest
  other@demo.test  Globex, project Administrator`;

server.listen(port, host, () => {
  console.log(
    `\nConsole: ${consoleUrl}  (listening on ${host}; API forwarded to ${apiUrl.origin}; Ctrl-C stops everything)`,
  );
  if (process.env.PRINT_DEMO_LOGINS) console.log(demoLogins);
});
scanPageServer.listen(scanPagePort, host, () =>
  console.log(`Scan pages (short links): ${new URL('/s/{code}', scanPageUrl).href.replace('%7Bcode%7D', '{code}')}`),
);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => scanPageServer.close(() => server.close(() => process.exit(0))));

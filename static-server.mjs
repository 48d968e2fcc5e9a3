// Serves a build folder the way the console needs it, for the gateway and for each remote on its own:
// the .br or .gz sibling the build made when the browser accepts it (with Vary: Accept-Encoding),
// hashed files cached for a year, entry files (index.html, manifests, runtime JSON) revalidated.
// Every answer carries the security headers of its page (security-headers.mjs); source maps stay on the
// server for error reporting and are never published.
// As a command: `node static-server.mjs <folder> [port]` serves a remote with CORS on PORT, the port given, or
// the port remotes.config.json gives the remote it is started in.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { remoteOf } from './remotes.config.mjs';
import { remotePolicy, securityHeaders } from './security-headers.mjs';

const ENTRY_FILES = new Set([
  'index.html',
  'remotes.json',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'favicon.ico',
]);

// What sirv's type table lacks: without it the icon would go out with an empty Content-Type.
const MISSING_TYPES = { '.ico': 'image/x-icon' };

const cacheControl = (pathname) => {
  const name = path.posix.basename(pathname);
  return ENTRY_FILES.has(name) || !name.includes('.') ? 'no-cache' : 'public, max-age=31536000, immutable';
};

/**
 * Whether the path names a source map the way sirv reads it: decoded (`.m%61p`), dot segments resolved and a
 * trailing slash dropped (`.map/`, `.map/.`). The builds write none into the served folders; this is the
 * second line.
 */
function isSourceMap(url) {
  let pathname = (url ?? '').split('?')[0];
  try {
    pathname = decodeURI(pathname);
  } catch {
    // Malformed: sirv looks it up as it is, and so is it tested.
  }
  return /\.map\/?$/i.test(path.posix.normalize(pathname));
}

/**
 * A request handler for `folder`; `spa` answers unknown paths with index.html, `cors` lets any origin load
 * it, `policy(request)` is the Content-Security-Policy of its pages.
 */
export function staticFiles(folder, { spa = false, cors = false, policy = () => remotePolicy } = {}) {
  const serve = sirv(folder, {
    brotli: true,
    gzip: true,
    single: spa,
    etag: true,
    // Look files up per request rather than list them once at start: a remote redeployed while the
    // gateway runs must be served without a restart.
    dev: true,
    setHeaders(response, pathname) {
      response.setHeader('Cache-Control', cacheControl(pathname));
      const type = MISSING_TYPES[path.posix.extname(pathname).toLowerCase()];
      if (type) response.setHeader('Content-Type', type);
      for (const [name, value] of Object.entries(securityHeaders(policy(response.req), response.req)))
        response.setHeader(name, value);
      if (cors) response.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  return (request, response, next) => {
    if (isSourceMap(request.url)) return response.writeHead(404).end();
    return serve(request, response, next);
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder = 'dist', givenPort] = process.argv.slice(2);
  const port = Number(process.env.PORT ?? givenPort ?? remoteOf(path.basename(process.cwd())).port);
  const serve = staticFiles(path.resolve(folder), { cors: true });
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }).end();
      return;
    }
    serve(request, response);
  });
  server.listen(port, () => console.log(`Serving ${folder} on http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}

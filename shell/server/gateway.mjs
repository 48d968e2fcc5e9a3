// The console's front door on one machine: serves the shell, the remotes' builds under /remotes/<name>/,
// and forwards /api to the API, so the browser sees one origin. Any static host + reverse proxy can replace it.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';

const port = Number(process.env.PORT ?? 8080);
const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:3000');
const shellDist = path.join(import.meta.dirname, '..', 'dist');
const workspace = path.join(import.meta.dirname, '..', '..');
// Overrides for one environment: a remotes.json or config.json outside the build.
const overrides = { '/remotes.json': process.env.REMOTES_JSON, '/config.json': process.env.CONFIG_JSON };

const noCache = [{ key: 'Cache-Control', value: 'no-cache' }];
const immutable = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];
const staticOptions = (publicDir, spa) => ({
  public: publicDir,
  headers: [
    { source: '**/*.@(js|css|map)', headers: immutable },
    {
      source: '@(index.html|remotes.json|config.json|mf-manifest.json|mf-stats.json|remoteEntry.js)',
      headers: noCache,
    },
  ],
  rewrites: spa ? [{ source: '**', destination: '/index.html' }] : [],
});

function forwardToApi(request, response) {
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
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'The API is unreachable.', code: 'BAD_GATEWAY', status: 502 } }));
  });
  request.pipe(upstream);
}

function serveRemote(request, response) {
  const [, , name, ...rest] = request.url.split('/');
  const dist = path.join(workspace, name ?? '', 'dist');
  if (!name?.startsWith('mfe-') || !existsSync(dist)) {
    response.writeHead(404).end();
    return;
  }
  request.url = `/${rest.join('/')}`;
  return handler(request, response, staticOptions(dist, false));
}

const server = http.createServer((request, response) => {
  const pathname = (request.url ?? '/').split('?')[0];
  if (pathname.startsWith('/api/')) return forwardToApi(request, response);
  if (pathname.startsWith('/remotes/')) return serveRemote(request, response);
  const override = overrides[pathname];
  if (override) {
    request.url = `/${path.basename(override)}`;
    return handler(request, response, staticOptions(path.dirname(path.resolve(override)), false));
  }
  return handler(request, response, staticOptions(shellDist, true));
});

const demoLogins = `Demo logins (password demo-pass-1):
  super@demo.test  provider super user (TED, Account settings, every company)
  admin@demo.test  Acme Brands, project Administrator
  guest@demo.test  Acme Brands, project Guest
  other@demo.test  Globex, project Administrator`;

server.listen(port, () => {
  console.log(`\nConsole: http://localhost:${port}  (API forwarded to ${apiUrl.origin}; Ctrl-C stops everything)`);
  if (process.env.PRINT_DEMO_LOGINS) console.log(demoLogins);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startGateway } from '../../support/gateway';
import { baseURL, ports, scanPageURL } from '../../support/ports';

const TOO_LARGE = { error: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE', status: 413 } };

/** Posts `body` in 64 KB chunks without a Content-Length, the way a streaming client does. */
function postChunked(path: string, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: ports.gateway, path, method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) });
          } catch (error) {
            reject(new Error(`${response.statusCode} with a body that is not JSON: ${text}`, { cause: error }));
          }
        });
      },
    );
    request.on('error', reject);
    for (let at = 0; at < body.length; at += 65_536) request.write(body.slice(at, at + 65_536));
    request.end();
  });
}

/**
 * One request with the path exactly as written (Playwright's request and fetch resolve `..` and `.`).
 * `body` is sent as it is.
 */
function rawRequest(
  url: string,
  { method = 'GET', body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url);
  const requestPath = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: requestPath, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A port nothing listens on right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Whether a TCP connection to 127.0.0.1:port is accepted. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

test.describe('The gateway in front of the API', () => {
  test("passes the API's 413 with its JSON error for a body over the limit, whether its length is known or not", async ({
    request,
  }) => {
    const body = JSON.stringify({ email: 'someone@example.test', password: 'x'.repeat(2_000_000) });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request.post('/api/auth-service/auth/login', {
        headers: { 'content-type': 'application/json' },
        data: body,
      });
      expect(response.status()).toBe(413);
      expect(await response.json()).toEqual(TOO_LARGE);
      expect(await postChunked('/api/auth-service/auth/login', body)).toEqual({ status: 413, json: TOO_LARGE });
    }
  });

  test('forwards an ordinary call with its answer', async ({ request }) => {
    const response = await request.post('/api/auth-service/auth/login', {
      data: { email: 'nobody@example.test', password: 'wrong-pass-1' },
    });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.message).toBe('Incorrect email or password.');
  });
});

const CODE = '0'.repeat(22);

test.describe('CSP reports', () => {
  test('a report of any shape is answered 204 on both origins and stops neither; its text cannot forge a log line', async ({
    request,
  }) => {
    const gateway = await startGateway();
    try {
      const reports = [
        // String() of this object throws: the old handler threw in the request's 'end' listener and the process ended.
        '{"csp-report":{"violated-directive":{"toString":0}}}',
        '{"csp-report":{"violated-directive":"script-src","blocked-uri":{"toString":0},"document-uri":[1]}}',
        '{"csp-report":null}',
        'null',
        'not json',
        JSON.stringify({
          'csp-report': {
            'violated-directive': 'script-src',
            'blocked-uri': 'https://a.example/x\nCSP blocked https://forged.example/ (script-src) on /login',
            'document-uri': `http://localhost/${'y'.repeat(1_000)}\u001b[2J`,
          },
        }),
        'x'.repeat(100_000),
      ];
      for (const origin of [gateway.url, gateway.scanPageUrl]) {
        for (const body of reports) {
          const answer = await rawRequest(`${origin}/csp-reports`, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/csp-report' },
          }).catch((error: Error) => ({ status: 0, text: error.message }));
          // The oversized one may be cut off once answered.
          if (body.length < 100_000) expect(answer.status, body.slice(0, 80)).toBe(204);
        }
      }
      expect((await request.get(`${gateway.url}/login`)).status()).toBe(200);
      expect((await request.get(`${gateway.scanPageUrl}/s/${CODE}`)).status()).toBe(200);
      const injectedLines = () =>
        gateway
          .stderr()
          .split('\n')
          .filter((line) => line.startsWith('CSP blocked https://a.example/x'));
      await expect.poll(() => injectedLines().length).toBe(2);
      expect(
        gateway
          .stderr()
          .split('\n')
          .filter((line) => line.startsWith('CSP blocked https://forged.example')),
      ).toEqual([]);
      const injected = injectedLines();
      for (const line of injected) {
        expect(line).not.toContain('\u001b');
        expect(line.length).toBeLessThan(700);
      }
    } finally {
      await gateway.stop();
    }
  });
});

test.describe('A runtime file of the gateway', () => {
  test('removed while it runs is answered 503 and the console still answers', async ({ request }) => {
    const gateway = await startGateway();
    try {
      expect((await request.get(`${gateway.url}/remotes.json`)).status()).toBe(200);
      rmSync(gateway.remotesJson);
      rmSync(gateway.configJson);
      expect((await request.get(`${gateway.url}/remotes.json`)).status()).toBe(503);
      expect((await request.get(`${gateway.url}/config.json`)).status()).toBe(503);
      expect((await request.get(`${gateway.url}/login`)).status()).toBe(200);
    } finally {
      await gateway.stop();
    }
  });
});

const shellDir = path.join(import.meta.dirname, '..', '..', '..', 'shell');

/** A Content-Security-Policy as directive → sources. */
const directives = (policy: string | null | undefined) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const builtScript = (folder: string) => readdirSync(folder).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;

test.describe('Pages and files', () => {
  for (const [what, url] of [
    ['a console page', '/login'],
    ["a remote's file", '/remotes/mfe-projects/mf-manifest.json'],
    ["a remote's own server", `http://localhost:${ports.standaloneProjects}/mf-manifest.json`],
    ['the scan page', `${scanPageURL}/s/${'0'.repeat(22)}`],
  ]) {
    test(`${what} is sent with a strict CSP, no framing, no sniffing and a referrer policy, without HSTS over http`, async ({
      request,
    }) => {
      const response = await request.get(url!);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = directives(headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('are sent with HSTS when a TLS proxy in front says the request came over https', async ({ request }) => {
    const response = await request.get('/login', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test("the scan page's origin calls only the scan page's API routes", async ({ request }) => {
    const scan = await request.get(`${scanPageURL}/api/content/scan-pages/${'0'.repeat(22)}`);
    expect(scan.status()).toBe(404);
    expect((await scan.json()).error.message).toBe('Tag not found.');
    const login = await request.post(`${scanPageURL}/api/auth-service/auth/login`, {
      data: { email: 'admin@demo.test', password: 'demo-pass-1' },
    });
    expect(login.status()).toBe(404);
  });

  test("the scan page's origin refuses a path with dot segments, doubled or encoded slashes before forwarding it", async () => {
    for (const path of [
      `/api/content/scan-pages/../../auth-service/auth/login`,
      `/api/content/scan-pages/./${CODE}`,
      `/api/content/scan-pages//${CODE}`,
      `/api/content/scan-pages/%2e%2e/%2E%2E/auth-service/auth/login`,
      `/api/content/scan-pages/..%2f..%2Fauth-service/auth/login`,
      `/api/content/scan-pages/..%5c..%5Cauth-service`,
      `/api/content/scan-pages/..\\..\\auth-service`,
      `/api/content/assets/files/../../auth-service/auth/login`,
      `/s/../api/auth-service/auth/login`,
    ]) {
      const answer = await rawRequest(`${scanPageURL}${path}`, {
        method: 'POST',
        body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, path).toBe(400);
    }
    expect((await rawRequest(`${scanPageURL}/api/content/scan-pages/${CODE}`)).status).toBe(404);
  });

  test('source maps are not published and the bundles do not point at them', async ({ request }) => {
    const builds = [
      ['/', path.join(shellDir, 'dist')],
      ['/remotes/mfe-views/', path.join(shellDir, '..', 'mfe-views', 'dist')],
      [`${scanPageURL}/s/`, path.join(shellDir, '..', 'mfe-views', 'dist-scan')],
    ] as const;
    for (const [base, folder] of builds) {
      const script = builtScript(folder);
      const bundle = await request.get(`${base}${script}`);
      expect(bundle.status()).toBe(200);
      expect(await bundle.text()).not.toContain('sourceMappingURL');
      // The build writes its maps beside the served folder, not in it.
      expect(readdirSync(folder).filter((file) => /\.map$/i.test(file))).toEqual([]);
      for (const map of ['.map', '.MAP', '.m%61p', '.%6dap', '.map/', '.map/.', '.map/x/..']) {
        const url = `${base.startsWith('/') ? baseURL : ''}${base}${script}${map}`;
        // 400: the scan page's origin refuses dot segments before looking.
        expect([400, 404], url).toContain((await rawRequest(url)).status);
      }
    }
  });

  test('a static server refuses a source map however its path is spelt', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sf-maps-'));
    writeFileSync(path.join(folder, 'main.js'), 'console.log(1);');
    writeFileSync(path.join(folder, 'main.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const port = await freePort();
    const server = spawn('node', [path.join(shellDir, '..', 'static-server.mjs'), folder], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      const origin = `http://127.0.0.1:${port}`;
      await expect.poll(async () => (await rawRequest(`${origin}/main.js`).catch(() => undefined))?.status).toBe(200);
      for (const map of ['.map', '.MAP', '.m%61p', '.%6dap', '.map/', '.map/.', '.map/x/..', '.map?x=1']) {
        const answer = await rawRequest(`${origin}/main.js${map}`);
        expect(answer.status, map).toBe(404);
        expect(answer.text).not.toContain('secret.ts');
      }
    } finally {
      server.kill('SIGKILL');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('the CSP follows the runtime files: a remote, an API and a form provider on other origins are allowed', async ({
    request,
  }) => {
    const gateway = await startGateway({
      remotes: {
        mfe_accounts: '/remotes/mfe-accounts/mf-manifest.json',
        mfe_projects: 'https://projects.cdn.example/mfe-projects/mf-manifest.json',
        // Protocol-relative: the page's scheme, taken as https.
        mfe_views: '//views.cdn.example/mfe-views/mf-manifest.json',
      },
      config: {
        apiBase: { auth: 'https://api.example/api/auth-service', content: '/api/content' },
        needHelpFormUrl: 'https://forms.example/help?email={email}',
      },
    });
    try {
      const policy = directives((await request.get(`${gateway.url}/login`)).headers()['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", 'https://projects.cdn.example', 'https://views.cdn.example']);
      expect(policy['connect-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://projects.cdn.example',
        'https://views.cdn.example',
        'https://api.example',
      ]);
      expect(policy['frame-src']).toContain('https://forms.example');
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    } finally {
      await gateway.stop();
    }
  });
});

test.describe("The tests' second gateway", () => {
  test('is killed when it never answers', async () => {
    const port = await freePort();
    // It listens on `port`, but is awaited on its usual address, where nothing answers.
    await expect(startGateway({}, { env: { PORT: String(port) }, timeout: 3_000 })).rejects.toThrow();
    await expect.poll(() => accepts(port)).toBe(false);
  });
});

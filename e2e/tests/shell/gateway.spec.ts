import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startGateway } from '../../support/gateway';
import { ports, scanPageURL } from '../../support/ports';

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
      expect((await request.get(`${base}${script}.map`)).status()).toBe(404);
    }
  });

  test('the CSP follows the runtime files: a remote, an API and a form provider on other origins are allowed', async ({
    request,
  }) => {
    const gateway = await startGateway({
      remotes: {
        mfe_accounts: '/remotes/mfe-accounts/mf-manifest.json',
        mfe_projects: 'https://projects.cdn.example/mfe-projects/mf-manifest.json',
      },
      config: {
        apiBase: { auth: 'https://api.example/api/auth-service', content: '/api/content' },
        needHelpFormUrl: 'https://forms.example/help?email={email}',
      },
    });
    try {
      const policy = directives((await request.get(`${gateway.url}/login`)).headers()['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", 'https://projects.cdn.example']);
      expect(policy['connect-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://projects.cdn.example',
        'https://api.example',
      ]);
      expect(policy['frame-src']).toContain('https://forms.example');
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
    } finally {
      await gateway.stop();
    }
  });
});

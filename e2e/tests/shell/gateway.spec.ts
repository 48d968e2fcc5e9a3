import http from 'node:http';
import { expect, test } from '@playwright/test';
import { ports } from '../../support/ports';

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

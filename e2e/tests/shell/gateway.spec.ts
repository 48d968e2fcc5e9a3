import { expect, test } from '@playwright/test';

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
      expect(await response.json()).toEqual({
        error: { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE', status: 413 },
      });
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

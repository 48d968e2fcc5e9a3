import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { signAccessToken } from './tokens.js';
import type { TestApp } from './test-app.js';

type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** The checks every bearer-protected route shares: no token, and tokens that must not pass. */
export function itRefusesUnauthenticatedCallers(t: TestApp, request: () => Request): void {
  const send = (authorization?: string) => {
    const { headers = {}, ...rest } = request();
    return t.app.inject({ ...rest, headers: authorization ? { ...headers, authorization } : headers });
  };

  it('refuses an anonymous caller with 401 UNAUTHENTICATED', async () => {
    const response = await send();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { message: 'Authentication required.', code: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it('refuses a malformed token with a message containing "jwt"', async () => {
    const response = await send('Bearer not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'INVALID_TOKEN', status: 401 });
    expect(response.json().error.message).toContain('jwt');
  });

  it('refuses an expired token with "jwt expired"', async () => {
    const token = await signAccessToken({
      sub: await t.userId('admin@demo.test'),
      sid: crypto.randomUUID(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await send(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { message: 'jwt expired', code: 'INVALID_TOKEN', status: 401 } });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signAccessToken(
      { sub: await t.userId('admin@demo.test'), sid: crypto.randomUUID() },
      'another-secret-that-is-long-enough-for-hs256-xxxxxxxx',
    );
    const response = await send(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toContain('jwt');
  });

  it('refuses a token that is not sent as Bearer', async () => {
    const { authorization } = await t.authHeader('admin@demo.test');
    const response = await send(authorization.replace('Bearer', 'Basic'));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toContain('jwt');
  });
}

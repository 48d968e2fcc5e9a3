import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';

const URL = '/api/auth-service/auth/refresh';
const INVALID = { error: { message: 'Invalid refresh token.', code: 'INVALID_REFRESH_TOKEN', status: 401 } };

describeWithApp('POST /api/auth-service/auth/refresh', (t) => {
  const refresh = (token: string | undefined, email = 'admin@demo.test', body: object = { email }) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: token === undefined ? {} : { 'x-refresh-token': token },
      payload: body,
    });
  const profileWith = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth-service/auth/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('rotates the tokens and marks the old refresh token used', async () => {
    const first = await t.login('admin@demo.test');
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const next = response.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);
    expect(Date.parse(next.access_token_expiry)).toBeGreaterThan(Date.now());
    expect((await profileWith(next.access_token)).statusCode).toBe(200);
    const rows = await t.db.query<{ used: boolean }>(
      `SELECT used_at IS NOT NULL AS used FROM refresh_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = 'admin@demo.test' ORDER BY t.created_at`,
    );
    expect(rows.some((row) => row.used)).toBe(true);
  });

  it('accepts the email in any letter case', async () => {
    const tokens = await t.login('guest@demo.test');
    expect((await refresh(tokens.refresh_token, 'GUEST@demo.test')).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const first = await t.login('admin@demo.test');
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(INVALID);

    // The newest token of the family stops working too, and so does its access token.
    expect((await refresh(third.refresh_token)).json()).toEqual(INVALID);
    const profile = await profileWith(third.access_token);
    expect(profile.statusCode).toBe(401);
    expect(profile.json().error.message).toContain('jwt');
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const stolen = await t.login('admin@demo.test');
    const other = await t.login('admin@demo.test');
    await refresh(stolen.refresh_token);
    await refresh(stolen.refresh_token);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
    const tokens = await t.login('admin@demo.test');
    const results = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("refuses a token presented with another user's email, without consuming it", async () => {
    const tokens = await t.login('admin@demo.test');
    const response = await refresh(tokens.refresh_token, 'guest@demo.test');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await refresh('x'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('refuses an expired token', async () => {
    const tokens = await t.login('other@demo.test');
    await t.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE email = 'other@demo.test')`,
    );
    const response = await refresh(tokens.refresh_token, 'other@demo.test');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('refuses a missing x-refresh-token header with 400', async () => {
    const response = await refresh(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
  });

  it.each([
    ['a missing email', {}],
    ['an invalid email', { email: 'admin' }],
  ])('refuses %s with 400', async (_name, body) => {
    const tokens = await t.login('admin@demo.test');
    const response = await refresh(tokens.refresh_token, undefined, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

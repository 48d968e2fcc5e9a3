import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';

describeWithApp('POST /api/auth-service/auth/logout', (t) => {
  const logout = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/logout',
      headers: token === undefined ? {} : { 'x-refresh-token': token },
    });

  it('answers 204 and ends the session: its refresh and access tokens stop working', async () => {
    const tokens = await t.login('guest@demo.test');
    const response = await logout(tokens.refresh_token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/refresh',
      headers: { 'x-refresh-token': tokens.refresh_token },
      payload: { email: 'guest@demo.test' },
    });
    expect(refreshed.statusCode).toBe(401);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth-service/auth/profile',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().error.message).toContain('jwt');
  });

  it("leaves the user's other sessions signed in", async () => {
    const leaving = await t.login('guest@demo.test');
    const staying = await t.login('guest@demo.test');
    await logout(leaving.refresh_token);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth-service/auth/profile',
      headers: { authorization: `Bearer ${staying.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('answers 204 for an unknown or already revoked token', async () => {
    expect((await logout('unknown-token')).statusCode).toBe(204);
    const tokens = await t.login('guest@demo.test');
    await logout(tokens.refresh_token);
    expect((await logout(tokens.refresh_token)).statusCode).toBe(204);
  });

  it('refuses a missing x-refresh-token header with 400', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

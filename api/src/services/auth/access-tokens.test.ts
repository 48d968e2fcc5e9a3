import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createAccessTokens } from './access-tokens.js';
import { AppError } from '../../errors.js';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';
const claims = { userId: crypto.randomUUID(), sessionId: crypto.randomUUID() };

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('access tokens', () => {
  const tokens = createAccessTokens(SECRET, 900);

  it('round-trips the user and session ids and reports the expiry', async () => {
    const { token, expiresAt } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(899_000);
  });

  it('rejects a tampered token with a "jwt" message', async () => {
    const { token } = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.');
    const error = await rejection(tokens.verify(`${header}.${payload}x.${signature}`));
    expect(error.code).toBe('INVALID_TOKEN');
    expect(error.message).toMatch(/^jwt /);
  });

  it('rejects an unsigned token', async () => {
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId })
      .setSubject(claims.userId)
      .setExpirationTime('1h')
      .encode();
    expect((await rejection(tokens.verify(unsigned))).message).toMatch(/^jwt /);
  });

  it('rejects a token whose subject is not a user id', async () => {
    const odd = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject("1' OR '1'='1")
      .setJti('x')
      .setIssuer('smart-fingerprint-api')
      .setAudience('smart-fingerprint-console')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect((await rejection(tokens.verify(odd))).message).toBe('jwt malformed');
  });

  it('rejects a token issued for another audience', async () => {
    const foreign = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setJti('x')
      .setIssuer('smart-fingerprint-api')
      .setAudience('someone-else')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    expect((await rejection(tokens.verify(foreign))).message).toContain('jwt');
  });
});

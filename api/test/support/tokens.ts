import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from './test-app.js';

/** Signs an access token the way the API does, with any claims a test needs to break. */
export async function signAccessToken(
  claims: { sub: string; sid: string; expiresAt?: Date },
  secret = TEST_JWT_SECRET,
): Promise<string> {
  const exp = Math.floor((claims.expiresAt ?? new Date(Date.now() + 60_000)).getTime() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(crypto.randomUUID())
    .setIssuer('smart-fingerprint-api')
    .setAudience('smart-fingerprint-console')
    .setIssuedAt(exp - 900)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

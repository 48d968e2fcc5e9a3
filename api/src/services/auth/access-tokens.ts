import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { invalidToken } from '../../errors.js';

const ISSUER = 'smart-fingerprint-api';
const AUDIENCE = 'smart-fingerprint-console';

export interface AccessTokenClaims {
  userId: string;
  /** The refresh-token family (one login); revoking it ends the session's access tokens too. */
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** Throws an INVALID_TOKEN AppError whose message contains "jwt". */
  verify(token: string): Promise<AccessTokenClaims>;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, sessionId }) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAtSeconds = issuedAt + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'jti', 'exp', 'sid'],
        });
        if (!isUuid(payload.sub) || !isUuid(payload.sid)) throw invalidToken('malformed');
        return { userId: payload.sub as string, sessionId: payload.sid as string };
      } catch (error) {
        throw toTokenError(error);
      }
    },
  };
}

const isUuid = (value: unknown): boolean =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

function toTokenError(error: unknown): Error {
  if (error instanceof errors.JWTExpired) return invalidToken('expired');
  if (error instanceof errors.JWSSignatureVerificationFailed) return invalidToken('signature is invalid');
  if (error instanceof errors.JWTClaimValidationFailed) return invalidToken(`claim "${error.claim}" is invalid`);
  if (error instanceof errors.JOSEAlgNotAllowed) return invalidToken('algorithm is not allowed');
  if (error instanceof errors.JOSEError) return invalidToken('malformed');
  return error instanceof Error ? error : new Error(String(error));
}

import type { ErrorCode } from 'shared/contracts/errors';

/**
 * An error that is safe to show to the caller: it becomes `{error:{message, code, status, ...details}}`
 * (a route that answers details lists them in its response schema).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Authentication required.');

/** The console refreshes its session on any message containing "jwt": keep that word in these. */
export const invalidToken = (reason: string) => new AppError(401, 'INVALID_TOKEN', `jwt ${reason}`);

export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password.');

export const invalidRefreshToken = () => new AppError(401, 'INVALID_REFRESH_TOKEN', 'Invalid refresh token.');

export const forbidden = () => new AppError(403, 'FORBIDDEN', 'You do not have permission to do this.');

/** 000 §8: every used, cancelled or expired emailed link (reset, verification, invitation). */
export const invalidLink = () =>
  new AppError(400, 'INVALID_LINK', 'Your invitation may have expired, or is no longer valid.');

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);

/** A request the schema let through whose values do not make sense together (or with what is stored). */
export const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** Seconds a client is asked to wait when the database cannot be reached (a restart or failover takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** ADR 0001: the database is out of reach for now (restart, failover, dropped connection); nothing is wrong with the request. */
export const serviceUnavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Try again in a few seconds.', {
    'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', 'Too many login attempts. Try again later.', {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

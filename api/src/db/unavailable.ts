/**
 * Telling "the database cannot be reached just now" from every other database error (ADR 0001).
 * Such an error is nobody's mistake and goes away by itself (a restart, a failover, a dropped
 * connection), so a request that meets it answers 503 with Retry-After instead of 500.
 */

/** Thrown by both Db implementations in place of a connection-class error; `cause` is the original. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01 admin_shutdown
 * (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * in recovery), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Socket errors of Node's net module and DNS on the way to the server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * node-postgres says these in words only (no code): the socket ended, the client is dead, the pool
 * could not hand out a connection within connectionTimeoutMillis, the pool is being shut down.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

/** True for errors that mean the database is out of reach, not that the statement or its data was wrong. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node's connect to a name with several addresses fails with an AggregateError of one error per address.
  if (error instanceof AggregateError && error.errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return cause !== undefined && cause !== error && isConnectionError(cause, depth + 1);
}

/** Rethrows a connection-class error as DatabaseUnavailableError, anything else as it is. */
export function asUnavailable(error: unknown): unknown {
  return isConnectionError(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}

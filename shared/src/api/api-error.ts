import type { ErrorCode } from '../contracts/errors';
import type { ApiErrorBody } from './types';

/** Codes the client gives a failure that brought no error body of the API's (no answer, a proxy's page). */
export type ClientErrorCode = 'HTTP_ERROR' | 'NETWORK_ERROR' | 'REFRESH_UNAVAILABLE' | 'SESSION_ENDED';

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Every failed call surfaces as an ApiError carrying the API's code and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return typeof error === 'object' && error !== null && 'message' in error;
}

export async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    return isApiErrorBody(body) ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

import ky, { HTTPError } from 'ky';
import { getRuntimeConfig } from '../config/runtime-config';
import { SESSION_STORAGE_KEY, useSession } from '../session/session-store';
import { ApiError } from './api-error';
import type { Tokens } from './types';

let refreshInFlight: Promise<Tokens> | null = null;

/**
 * Exchanges the refresh token for new tokens. However many calls fail together, only one refresh
 * is in flight in this tab, and a Web Lock serialises it with other tabs: a refresh token may be
 * used once, and a second use would revoke the whole session. Only a refused refresh ends the session:
 * a network error or an unreachable gateway fails the call and keeps the session for a retry.
 *
 * @param rejectedAccessToken the token the failed call carried: if the session already holds a
 *   newer one (another call or tab refreshed meanwhile), that one is returned without a refresh.
 */
export function refreshSession(rejectedAccessToken?: string): Promise<Tokens> {
  refreshInFlight ??= withCrossTabLock(() => refreshUnlessRenewed(rejectedAccessToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(`${SESSION_STORAGE_KEY}:refresh`, work) : work();
}

async function refreshUnlessRenewed(rejectedAccessToken: string | undefined): Promise<Tokens> {
  await useSession.persist.rehydrate();
  const current = useSession.getState().tokens;
  if (current && rejectedAccessToken && current.access_token !== rejectedAccessToken) return current;
  return exchangeRefreshToken();
}

async function exchangeRefreshToken(): Promise<Tokens> {
  const { tokens, account } = useSession.getState();
  if (!tokens || !account) {
    useSession.getState().logout();
    throw sessionEnded();
  }
  try {
    const fresh = await ky
      .post('auth/refresh', {
        prefix: getRuntimeConfig().apiBase.auth,
        headers: { 'x-refresh-token': tokens.refresh_token },
        json: { email: account.email },
        retry: 0,
      })
      .json<Tokens>();
    useSession.getState().setTokens(fresh);
    return fresh;
  } catch (error) {
    if (isRefusal(error)) {
      useSession.getState().logout();
      throw sessionEnded();
    }
    throw new ApiError(
      'Your session could not be renewed just now. Check your connection and try again.',
      'REFRESH_UNAVAILABLE',
      error instanceof HTTPError ? error.response.status : 0,
    );
  }
}

function isRefusal(error: unknown): boolean {
  return error instanceof HTTPError && (error.response.status === 401 || error.response.status === 403);
}

function sessionEnded(): ApiError {
  return new ApiError('Your session has ended. Please log in again.', 'SESSION_ENDED', 401);
}

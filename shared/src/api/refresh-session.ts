import ky from 'ky';
import { getRuntimeConfig } from '../config/runtime-config';
import { useSession } from '../session/session-store';
import { ApiError } from './api-error';
import type { Tokens } from './types';

let refreshInFlight: Promise<Tokens> | null = null;

/**
 * Exchanges the refresh token for new tokens. However many calls fail together, only one refresh
 * is in flight: they all wait for the same promise. A failed refresh ends the session.
 */
export function refreshSession(): Promise<Tokens> {
  refreshInFlight ??= exchangeRefreshToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
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
  } catch {
    useSession.getState().logout();
    throw sessionEnded();
  }
}

function sessionEnded(): ApiError {
  return new ApiError('Your session has ended. Please log in again.', 'SESSION_ENDED', 401);
}

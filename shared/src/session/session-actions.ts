import type { QueryClient } from '@tanstack/react-query';
import ky from 'ky';
import { api } from '../api/api-client';
import { projectsQueryOptions } from '../api/projects/get-projects';
import type { Account, Tokens } from '../api/types';
import { getRuntimeConfig } from '../config/runtime-config';
import { useSession } from './session-store';

export async function loadAccount(): Promise<Account> {
  const account = await api('auth').get('auth/profile').json<Account>();
  useSession.getState().setAccount(account);
  return account;
}

export async function signIn(client: QueryClient, email: string, password: string): Promise<Account> {
  const tokens = await api('auth').post('auth/login', { json: { email, password } }).json<Tokens>();
  return startSession(client, tokens);
}

/** Starts a session with tokens the API issued, e.g. on registering through an invitation. */
export async function startSession(client: QueryClient, tokens: Tokens): Promise<Account> {
  useSession.getState().setTokens(tokens);
  const account = await loadAccount();
  await client.fetchQuery(projectsQueryOptions(account));
  return account;
}

/** Revokes the refresh token server-side when possible; the local session ends either way. */
export async function signOut(): Promise<void> {
  const refreshToken = useSession.getState().tokens?.refresh_token;
  useSession.getState().logout();
  if (!refreshToken) return;
  await ky
    .post('auth/logout', {
      prefix: getRuntimeConfig().apiBase.auth,
      headers: { 'x-refresh-token': refreshToken },
      retry: 0,
    })
    .catch(() => undefined);
}

/**
 * On start, refresh what was persisted. Both calls go out together: with an expired access token
 * they both fail with 401 and share one token refresh. The projects go through the query cache, so
 * a page asking for them at the same time shares this request.
 */
export async function refreshPersistedSession(client: QueryClient): Promise<void> {
  const { account } = useSession.getState();
  await Promise.all([loadAccount(), client.prefetchQuery(projectsQueryOptions(account))]);
}

import ky from 'ky';
import { api } from '../api/api-client';
import type { Account, ListResponse, Project, Tokens } from '../api/types';
import { getRuntimeConfig } from '../config/runtime-config';
import { hasPermission, useSession } from './session-store';

export async function loadAccount(): Promise<Account> {
  const account = await api('auth').get('auth/profile').json<Account>();
  useSession.getState().setAccount(account);
  return account;
}

/** Spec: the project list is fetched only if the user's role has permission project:read. */
export async function loadProjects(account: Account | null): Promise<Project[]> {
  if (!hasPermission(account, 'project:read')) return [];
  const { data } = await api('auth').get('projects').json<ListResponse<Project>>();
  useSession.getState().setProjects(data);
  return data;
}

export async function signIn(email: string, password: string): Promise<Account> {
  const tokens = await api('auth').post('auth/login', { json: { email, password } }).json<Tokens>();
  useSession.getState().setTokens(tokens);
  const account = await loadAccount();
  await loadProjects(account);
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
 * they both fail with 401 and share one token refresh.
 */
export async function refreshPersistedSession(): Promise<void> {
  const { account } = useSession.getState();
  await Promise.all([loadAccount(), loadProjects(account)]);
}

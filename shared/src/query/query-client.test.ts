import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { Account, Tokens } from '../api/types';
import { useSession } from '../session/session-store';
import { clearQueriesWithSession, createQueryClient } from './query-client';

const tokens = (access: string): Tokens => ({
  access_token: access,
  access_token_expiry: '2999-01-01T00:00:00.000Z',
  refresh_token: `r-${access}`,
  refresh_token_expiry: '2999-01-01T00:00:00.000Z',
});
const account = (id: string) => ({ id, email: `${id}@acme.test` }) as Account;

function signedInClient() {
  useSession.getState().setTokens(tokens('a1'));
  useSession.getState().setAccount(account('u1'));
  const client = createQueryClient();
  const stop = clearQueriesWithSession(client);
  client.setQueryData(['projects', 'list'], ['Spring Launch']);
  return { client, stop };
}

let stopWatching = () => undefined as void;
afterEach(() => {
  stopWatching();
  useSession.getState().logout();
});

describe('the query cache and the session', () => {
  it('is cleared on logout', () => {
    const { client, stop } = signedInClient();
    stopWatching = stop;
    useSession.getState().logout();
    expect(client.getQueryData(['projects', 'list'])).toBeUndefined();
  });

  it('is cleared when another account signs in, and kept when tokens are merely refreshed', () => {
    const { client, stop } = signedInClient();
    stopWatching = stop;
    useSession.getState().setTokens(tokens('a2'));
    useSession.getState().setAccount(account('u1'));
    expect(client.getQueryData(['projects', 'list'])).toEqual(['Spring Launch']);
    useSession.getState().setAccount(account('u2'));
    expect(client.getQueryData(['projects', 'list'])).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('does not retry a call the API refused, and retries a failed one once', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const refused = vi.fn(async () => {
      throw new ApiError('No.', 'FORBIDDEN', 403);
    });
    const unreachable = vi.fn(async () => {
      throw new ApiError('Down.', 'HTTP_ERROR', 502);
    });
    await client.fetchQuery({ queryKey: ['refused'], queryFn: refused }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['down'], queryFn: unreachable }).catch(() => undefined);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(unreachable).toHaveBeenCalledTimes(2);
  });
});

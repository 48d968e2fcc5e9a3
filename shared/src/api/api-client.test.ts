import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { useSession } from '../session/session-store';
import type { Account, Tokens } from './types';
import { api } from './api-client';
import { ApiError } from './api-error';

/** A stand-in auth service: accepts only the newest access token and counts refreshes. */
const service = {
  refreshes: 0,
  currentAccess: 'access-1',
  refuseRefresh: false,
  refreshUnavailable: false,
  jwtIn403: false,
  acceptNone: false,
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.endsWith('/auth/refresh')) {
    service.refreshes += 1;
    if (service.refreshUnavailable)
      return send(response, 502, { error: { message: 'The API is unreachable.', code: 'BAD_GATEWAY', status: 502 } });
    if (service.refuseRefresh)
      return send(response, 401, {
        error: { message: 'Invalid refresh token.', code: 'INVALID_REFRESH_TOKEN', status: 401 },
      });
    service.currentAccess = `access-${service.refreshes + 1}`;
    // Slow enough that every failing call is waiting on the same refresh.
    setTimeout(() => send(response, 200, tokens(service.currentAccess)), 50);
    return;
  }
  if (service.acceptNone || request.headers.authorization !== `Bearer ${service.currentAccess}`) {
    const status = service.jwtIn403 ? 403 : 401;
    return send(response, status, { error: { message: 'jwt expired', code: 'INVALID_TOKEN', status } });
  }
  send(response, 200, { path: request.url });
}

const tokens = (access: string): Tokens => ({
  access_token: access,
  access_token_expiry: new Date(Date.now() + 60_000).toISOString(),
  refresh_token: `refresh-for-${access}`,
  refresh_token_expiry: new Date(Date.now() + 3_600_000).toISOString(),
});

let server: Server;

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({
    apiBase: { auth: `http://127.0.0.1:${port}/auth-service`, warehouse: '', content: '', events: '' },
  });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  Object.assign(service, {
    refreshes: 0,
    currentAccess: 'access-2',
    refuseRefresh: false,
    refreshUnavailable: false,
    jwtIn403: false,
    acceptNone: false,
  });
  useSession.getState().setTokens(tokens('access-1'));
  useSession.getState().setAccount({ email: 'ada@acme.test' } as Account);
});

describe('api client token refresh', () => {
  it('refreshes once for three calls rejected together, then retries each with the new token', async () => {
    const answers = await Promise.all(
      ['auth/profile', 'projects', 'auth/profile'].map((path) => api('auth').get(path).json<{ path: string }>()),
    );
    expect(answers.map((answer) => answer.path)).toEqual([
      '/auth-service/auth/profile',
      '/auth-service/projects',
      '/auth-service/auth/profile',
    ]);
    expect(service.refreshes).toBe(1);
    expect(useSession.getState().tokens?.access_token).toBe('access-2');
  });

  it('also refreshes when any error message mentions jwt', async () => {
    service.jwtIn403 = true;
    await expect(api('auth').get('projects').json()).resolves.toEqual({ path: '/auth-service/projects' });
    expect(service.refreshes).toBe(1);
  });

  it("retries only once: a call still refused after the refresh fails with the API's code and message", async () => {
    service.acceptNone = true;
    const failure = await api('auth')
      .get('projects')
      .json()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'INVALID_TOKEN', message: 'jwt expired' });
    expect(service.refreshes).toBe(1);
  });

  it('skips the refresh when another tab already stored newer tokens', async () => {
    localStorage.setItem(
      'sf-session',
      JSON.stringify({
        state: { tokens: tokens('access-2'), account: { email: 'ada@acme.test' }, projects: null },
        version: 0,
      }),
    );
    await expect(api('auth').get('projects').json()).resolves.toEqual({ path: '/auth-service/projects' });
    expect(service.refreshes).toBe(0);
  });

  it('logs the user out when the refresh is refused', async () => {
    service.refuseRefresh = true;
    const failure = await api('auth')
      .get('projects')
      .json()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'SESSION_ENDED' });
    expect(useSession.getState()).toMatchObject({ tokens: null, account: null, projects: null });
  });

  it('keeps the session when the refresh cannot reach the API, and recovers on the next call', async () => {
    service.refreshUnavailable = true;
    const failure = await api('auth')
      .get('projects')
      .json()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'REFRESH_UNAVAILABLE', status: 502 });
    expect(useSession.getState().tokens?.access_token).toBe('access-1');
    expect(useSession.getState().account?.email).toBe('ada@acme.test');

    service.refreshUnavailable = false;
    await expect(api('auth').get('projects').json()).resolves.toEqual({ path: '/auth-service/projects' });
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../config/runtime-config';
import { useSession } from '../session/session-store';
import type { Account, Tokens } from '../api/types';

export type FakeRoute = (request: IncomingMessage) => { status: number; body: unknown } | undefined;

/**
 * A stand-in for the API over real HTTP, so components run through the real client (auth header,
 * errors, refresh) while the test decides every answer. Signs in a session whose account may read projects.
 */
export async function startFakeApi(route: FakeRoute): Promise<{ close: () => Promise<void> }> {
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const answer = route(request) ?? {
      status: 404,
      body: { error: { message: 'Not found.', code: 'NOT_FOUND', status: 404 } },
    };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({
    apiBase: {
      auth: `${base}/auth`,
      warehouse: `${base}/warehouse`,
      content: `${base}/content`,
      events: `${base}/events`,
    },
  });
  useSession.getState().setTokens(liveTokens);
  useSession.getState().setAccount(readerAccount);
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const liveTokens: Tokens = {
  access_token: 'access',
  access_token_expiry: '2999-01-01T00:00:00.000Z',
  refresh_token: 'refresh',
  refresh_token_expiry: '2999-01-01T00:00:00.000Z',
};

const readerAccount = {
  id: 'u1',
  email: 'ada@acme.test',
  first_name: 'Ada',
  system_role: 1,
  role: { id: 1, name: 'ADMIN', rolePermissions: [{ permission: { name: 'project:read' } }] },
} as Account;

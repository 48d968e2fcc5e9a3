import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts';

/** e2e access tokens live 10 seconds: a token is used for 5, then the next call logs in anew. */
const TOKEN_REUSE_MS = 5_000;

/**
 * JSON calls to the API as a demo user, inside a project (the `project_id` header) when one is named. A burst
 * of calls shares a login. A non-2xx answer fails the test with the API's words.
 */
export function apiAs(request: APIRequestContext, email: string, projectId?: string) {
  let token = '';
  let loggedInAt = 0;
  const logIn = async () => {
    // Counted from the request: the token is issued after it is sent.
    loggedInAt = Date.now();
    const login = await request.post('/api/auth-service/auth/login', { data: { email, password: DEMO_PASSWORD } });
    token = (await login.json()).access_token;
  };
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    data?: unknown,
    extraHeaders: Record<string, string> = {},
  ) => {
    if (Date.now() - loggedInAt > TOKEN_REUSE_MS) await logIn();
    const send = () =>
      request.fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(projectId ? { project_id: projectId } : {}), ...extraHeaders },
        data,
      });
    let response = await send();
    // On a loaded machine a call can reach the API after its token's 10 seconds: sent once more with a new one,
    // as the console renews its session.
    if (response.status() === 401) {
      await logIn();
      response = await send();
    }
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? undefined : response.json();
  };
}

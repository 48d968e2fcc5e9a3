import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * JSON calls to the API as a demo user, inside a project (the `project_id` header). Each call logs in
 * anew: e2e access tokens live 10 seconds. A non-2xx answer fails the test with the API's words.
 */
export function apiAs(request: APIRequestContext, email: string, projectId: string) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    data?: unknown,
    extraHeaders: Record<string, string> = {},
  ) => {
    const login = await request.post('/api/auth-service/auth/login', { data: { email, password: DEMO_PASSWORD } });
    const headers = {
      authorization: `Bearer ${(await login.json()).access_token}`,
      project_id: projectId,
      ...extraHeaders,
    };
    const response = await request.fetch(url, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? undefined : response.json();
  };
}

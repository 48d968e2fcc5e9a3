import { expect } from 'vitest';
import type { TestApp } from '../../support/test-app.js';

export const API_KEYS = '/api/auth-service/api-keys';

export interface CreatedKey {
  id: string;
  secret: string;
  scopes: string[];
}

/** Creates a key through the API as `email` (fails the test unless 201). */
export async function createKey(t: TestApp, email: string, projectId: string, scopes: string[]): Promise<CreatedKey> {
  const response = await t.app.inject({
    method: 'POST',
    url: API_KEYS,
    headers: await t.authHeader(email),
    payload: { projectId, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedKey>();
}

export async function revokeKey(t: TestApp, email: string, id: string) {
  return t.app.inject({ method: 'DELETE', url: `${API_KEYS}/${id}`, headers: await t.authHeader(email) });
}

import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { signAccessToken } from './tokens.js';
import type { TestApp } from './test-app.js';
import { DEMO_IDS } from '../../src/seed/demo-data.js';
import { PROJECT_ROLE } from 'shared/contracts/roles';

type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** The checks every bearer-protected route shares: no token, and tokens that must not pass. */
export function itRefusesUnauthenticatedCallers(t: TestApp, request: () => Request): void {
  const send = (authorization?: string) => {
    const { headers = {}, ...rest } = request();
    return t.app.inject({ ...rest, headers: authorization ? { ...headers, authorization } : headers });
  };

  it('refuses an anonymous caller with 401 UNAUTHENTICATED', async () => {
    const response = await send();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { message: 'Authentication required.', code: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it('refuses a malformed token with a message containing "jwt"', async () => {
    const response = await send('Bearer not-a-jwt');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'INVALID_TOKEN', status: 401 });
    expect(response.json().error.message).toContain('jwt');
  });

  it('refuses an expired token with "jwt expired"', async () => {
    const token = await signAccessToken({
      sub: await t.userId('admin@demo.test'),
      sid: crypto.randomUUID(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await send(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { message: 'jwt expired', code: 'INVALID_TOKEN', status: 401 } });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signAccessToken(
      { sub: await t.userId('admin@demo.test'), sid: crypto.randomUUID() },
      'another-secret-that-is-long-enough-for-hs256-xxxxxxxx',
    );
    const response = await send(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toContain('jwt');
  });

  it('refuses a token that is not sent as Bearer', async () => {
    const { authorization } = await t.authHeader('admin@demo.test');
    const response = await send(authorization.replace('Bearer', 'Basic'));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toContain('jwt');
  });
}

const PROJECT_NOT_FOUND = { error: { message: 'Project not found.', code: 'NOT_FOUND', status: 404 } };

/**
 * The checks every project-scoped read shares: outsiders learn nothing (the same 404 whether the
 * project exists or not), and a member whose project role lacks `permission` gets 403.
 */
export function itKeepsProjectDataToMembers(
  t: TestApp,
  permission: string,
  read: (email: string, projectId: string) => Promise<{ statusCode: number; json: () => unknown }>,
): void {
  it('refuses a project_id that is not a uuid with 400', async () => {
    const response = await read('admin@demo.test', 'spring');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', status: 400 } });
  });

  it("answers 404 'Project not found.' to another company's user", async () => {
    const response = await read('other@demo.test', DEMO_IDS.projects.spring);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(PROJECT_NOT_FOUND);
  });

  it('answers 404 to a same-company user who is not a member of the project', async () => {
    expect((await read('newcomer@demo.test', DEMO_IDS.projects.spring)).json()).toEqual(PROJECT_NOT_FOUND);
  });

  it('answers the same 404 for a project that does not exist', async () => {
    expect((await read('super@demo.test', crypto.randomUUID())).json()).toEqual(PROJECT_NOT_FOUND);
  });

  it(`refuses a member whose project role lacks ${permission} with 403`, async () => {
    const grant = [PROJECT_ROLE.GUEST, permission];
    await t.db.query(`DELETE FROM role_permissions WHERE role_id = $1 AND permission_name = $2`, grant);
    try {
      const response = await read('guest@demo.test', DEMO_IDS.projects.spring);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN', status: 403 } });
    } finally {
      await t.db.query(`INSERT INTO role_permissions (role_id, permission_name) VALUES ($1, $2)`, grant);
    }
  });
}

import { expect, it } from 'vitest';
import { describeWithApp } from '../../support/test-app.js';
import { itRefusesUnauthenticatedCallers } from '../../support/auth-checks.js';
import { PERMISSIONS } from 'shared/contracts/roles';

describeWithApp('GET /api/auth-service/permissions', (t) => {
  const get = async (email: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth-service/permissions', headers: await t.authHeader(email) });

  it('lists every non-system permission to the system super user', async () => {
    const response = await get('super@demo.test');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const expected = Object.entries(PERMISSIONS).filter(([, permission]) => permission.type === 'projects');
    expect(data).toHaveLength(expected.length);
    expect(data).toContainEqual({ name: 'tag:read', description: 'Read tags and tag images', type: 'projects' });
    expect(data.some((permission: { type: string }) => permission.type === 'system')).toBe(false);
  });

  it('refuses anyone else with 403', async () => {
    for (const email of ['admin@demo.test', 'guest@demo.test', 'other@demo.test']) {
      expect((await get(email)).statusCode).toBe(403);
    }
  });

  itRefusesUnauthenticatedCallers(t, () => ({ method: 'GET', url: '/api/auth-service/permissions' }));
});

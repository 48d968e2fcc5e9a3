import { expect, it } from 'vitest';
import { describeWithApp } from '../support/test-app.js';
import { DEMO_IDS } from '../../src/seed/demo-data.js';

const SPRING = DEMO_IDS.projects.spring;

describeWithApp('a JSON answer', (t) => {
  it("is never stored when it holds a signed-in user's data", async () => {
    const headers = await t.authHeader('admin@demo.test');
    for (const url of ['/api/auth-service/auth/profile', '/api/auth-service/projects']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const collections = await t.app.inject({
      method: 'GET',
      url: '/api/warehouse/collections',
      headers: { ...headers, project_id: SPRING },
    });
    expect(collections.headers['cache-control']).toBe('no-store');
  });

  it('is never stored when it hands out tokens, nor when it refuses a caller', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth-service/auth/login',
      payload: { email: 'admin@demo.test', password: 'demo-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/auth-service/auth/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describeWithApp('transport security (HSTS)', (t) => {
  it('is not claimed over plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is claimed for a year over https, as a trusted TLS proxy reports it', async () => {
    const app = await t.buildAnotherApp({ trustProxy: true });
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not claimed when an untrusted client only says https', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

import { expect, it } from 'vitest';
import { describeWithApp } from '../support/test-app.js';
import { DEMO_IDS } from '../../src/seed/demo-data.js';

const LOGIN = '/api/auth-service/auth/login';
const ACME = `/api/auth-service/companies/${DEMO_IDS.companies.acme}`;

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describeWithApp('hostile input', (t) => {
  const postRaw = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': 'application/json' } });

  it.each([
    ['a body nested 4,000 deep', nestedArrays(4_000)],
    ['a body of objects nested 4,000 deep', nestedObjects(4_000)],
    ['a field nested 20,000 deep', `{"email":"a@demo.test","password":${nestedObjects(20_000)}}`],
  ])('refuses %s on the anonymous login route with 400 naming the limit', async (_name, payload) => {
    const response = await postRaw(LOGIN, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: 'body must not be nested more than 64 levels deep',
      code: 'VALIDATION_ERROR',
      status: 400,
    });
  });

  it('still takes a body nested 64 deep, as far as nesting goes', async () => {
    const response = await postRaw(LOGIN, `{"email":"a@demo.test","password":${nestedArrays(63)}}`);
    expect(response.json().error.message).toBe('body/password must be string');
  });

  it.each(['0x10', '16', '1e1'])('refuses the text %j for a number in a body, naming the field', async (text) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: ACME,
      headers: await t.authHeader('super@demo.test'),
      payload: { max_fingerprints: text },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('body/max_fingerprints must be integer');
  });

  it('refuses a number where a body asks for text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'admin@demo.test', password: 12345678 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('body/password must be string');
  });

  it.each(['0x10', '1e1', ' 16', '16 ', '1.0', '+16', ''])(
    'refuses the query text %j for an integer, naming the parameter',
    async (text) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auth-service/companies?limit=${encodeURIComponent(text)}`,
        headers: await t.authHeader('super@demo.test'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('querystring/limit must be integer');
    },
  );

  it('reads plain numbers, booleans and one-item arrays from the query', async () => {
    const headers = await t.authHeader('super@demo.test');
    const companies = await t.app.inject({ method: 'GET', url: '/api/auth-service/companies?limit=2', headers });
    expect(companies.statusCode).toBe(200);
    expect(companies.json().data).toHaveLength(2);
    const aggregates = await t.app.inject({
      method: 'GET',
      url: `/api/events/scan-events/aggregates?project_id=${DEMO_IDS.projects.spring}&excludeTentative=true&panels=daily`,
      headers,
    });
    expect(aggregates.statusCode, aggregates.body).toBe(200);
    expect(Object.keys(aggregates.json())).toContain('daily');
  });
});

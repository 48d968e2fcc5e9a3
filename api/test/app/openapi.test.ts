import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { describeWithApp } from '../support/test-app.js';
import { DEMO_IDS } from '../../src/seed/demo-data.js';

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: { type?: string } }[];
  requestBody?: {
    content?: { 'application/json'?: { schema?: { properties?: Record<string, FieldSchema> } } };
  };
}
type Document = { paths: Record<string, Record<string, Operation>> };
interface FieldSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  format?: string;
}

/** A value the field accepts, so each hostile value is the only thing wrong with the request. */
function acceptedValue(field: FieldSchema): unknown {
  if (field.const !== undefined) return field.const;
  if (field.enum?.length) return field.enum[0];
  if (field.type === 'boolean') return true;
  if (field.type === 'integer' || field.type === 'number') return 1;
  if (field.format === 'email') return 'someone@example.test';
  if (field.format === 'uuid') return crypto.randomUUID();
  return 'Valid text 1';
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const isDocumentation = (url: string) => url.startsWith('/api/docs') || url === '/api/openapi.json';

/** Values a hostile or careless client sends: wrong types, empty, huge, control characters, out of range. */
const HOSTILE_TEXT = [
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  'a\u0000b',
  '-1',
  '1e309',
  '99999999999999999999',
  'null',
  '[]',
  '{"$ne":1}',
  "' OR 1=1 --",
  '../../etc/passwd',
  '😀'.repeat(50),
  '\u202e',
];
const HOSTILE_JSON: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 63,
  '',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  [],
  [1, 2],
  {},
  { $ne: 1 },
];

describeWithApp('the OpenAPI document', (t) => {
  const document = async () => (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();

  it('describes every registered route', async () => {
    const doc = await document();
    const missing = t.app.registeredRoutes
      .filter(({ method, url }) => method !== 'HEAD' && method !== 'OPTIONS' && !isDocumentation(url))
      .filter(({ method, url }) => !doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('answers hostile input to every parameter and body field of every operation with a 4xx, never a 5xx', async () => {
    const doc = await document();
    const auth = await t.authHeader('super@demo.test');
    const failures: string[] = [];

    const send = async (label: string, options: InjectOptions) => {
      const response = await t.app.inject(options);
      if (response.statusCode >= 500) failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    };

    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!METHODS.includes(method)) continue;
        const params = operation.parameters ?? [];
        const validPath = path.replace(/\{\w+\}/g, () => crypto.randomUUID());
        const headers: Record<string, string> = { ...auth };
        if (params.some((param) => param.in === 'header' && param.name === 'project_id')) {
          headers.project_id = DEMO_IDS.projects.spring;
        }
        const base = { method: method.toUpperCase() as InjectOptions['method'], headers };
        const fields = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        const properties = Object.keys(fields);
        const validBody = Object.fromEntries(
          Object.entries(fields).map(([name, field]) => [name, acceptedValue(field)]),
        );

        for (const param of params) {
          for (const value of HOSTILE_TEXT) {
            const label = `${method.toUpperCase()} ${path} ${param.in} ${param.name}=${JSON.stringify(value).slice(0, 30)}`;
            if (param.in === 'path') {
              const url = path
                .replace(`{${param.name}}`, encodeURIComponent(value) || '%20')
                .replace(/\{\w+\}/g, () => crypto.randomUUID());
              await send(label, { ...base, url, payload: properties.length ? validBody : undefined });
            } else if (param.in === 'query') {
              const url = `${validPath}?${param.name}=${encodeURIComponent(value)}`;
              await send(label, { ...base, url, payload: properties.length ? validBody : undefined });
            } else if ([...value].every((char) => char >= ' ' && char <= '~')) {
              // Headers carry printable ASCII only; the rest cannot even be sent.
              await send(label, { ...base, url: validPath, headers: { ...headers, [param.name]: value } });
            }
          }
        }
        if (method === 'get' || method === 'delete') continue;
        for (const name of properties) {
          for (const value of HOSTILE_JSON) {
            const label = `${method.toUpperCase()} ${path} body ${name}=${JSON.stringify(value)?.slice(0, 30)}`;
            await send(label, { ...base, url: validPath, payload: { ...validBody, [name]: value } as object });
          }
        }
        // JSON.parse reads 1e309 as Infinity, which JSON.stringify cannot write: send it as raw text.
        const infinite = properties.map((name) =>
          JSON.stringify({ ...validBody, [name]: 'INFINITY' }).replace('"INFINITY"', '1e309'),
        );
        for (const raw of ['{"broken":', '[]', '"text"', 'null', '{}', '\u0000', ...infinite]) {
          await send(`${method.toUpperCase()} ${path} raw body ${JSON.stringify(raw)}`, {
            ...base,
            url: validPath,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: raw,
          });
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

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

/** Numbers sent as text: a body takes only JSON numbers, a query only plain decimal text. */
const NUMBERS_AS_TEXT = ['16', '0x10', '1e1', ''];
const NOT_PLAIN_NUMBERS = ['0x10', '1e1', ' 16', '+16'];
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

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

    /** `refuse`: the value is wrong for its field, so anything but a 4xx fails (text taken as a number). */
    const send = async (label: string, options: InjectOptions, refuse = false) => {
      const response = await t.app.inject(options);
      const wrong = response.statusCode >= 500 || (refuse && response.statusCode < 400);
      if (wrong) failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 120)}`);
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
          const numeric = param.schema?.type === 'integer' || param.schema?.type === 'number';
          for (const value of [...HOSTILE_TEXT, ...(numeric ? NOT_PLAIN_NUMBERS : [])]) {
            const refused = numeric && NOT_PLAIN_NUMBERS.includes(value);
            const label = `${method.toUpperCase()} ${path} ${param.in} ${param.name}=${JSON.stringify(value).slice(0, 30)}`;
            if (param.in === 'path') {
              const url = path
                .replace(`{${param.name}}`, encodeURIComponent(value) || '%20')
                .replace(/\{\w+\}/g, () => crypto.randomUUID());
              await send(label, { ...base, url, payload: properties.length ? validBody : undefined }, refused);
            } else if (param.in === 'query') {
              const url = `${validPath}?${param.name}=${encodeURIComponent(value)}`;
              await send(label, { ...base, url, payload: properties.length ? validBody : undefined }, refused);
            } else if ([...value].every((char) => char >= ' ' && char <= '~')) {
              // Headers carry printable ASCII only; the rest cannot even be sent.
              await send(label, { ...base, url: validPath, headers: { ...headers, [param.name]: value } });
            }
          }
        }
        if (method === 'get' || method === 'delete') continue;
        for (const [name, field] of Object.entries(fields)) {
          const numeric = field.type === 'integer' || field.type === 'number';
          for (const value of [...HOSTILE_JSON, ...(numeric ? NUMBERS_AS_TEXT : [])]) {
            const label = `${method.toUpperCase()} ${path} body ${name}=${JSON.stringify(value)?.slice(0, 30)}`;
            const refused = numeric && typeof value === 'string';
            await send(label, { ...base, url: validPath, payload: { ...validBody, [name]: value } as object }, refused);
          }
          const nested = JSON.stringify({ ...validBody, [name]: 'NESTED' }).replace('"NESTED"', nestedObjects(20_000));
          await send(`${method.toUpperCase()} ${path} body ${name} nested 20,000 deep`, {
            ...base,
            url: validPath,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: nested,
          });
        }
        // JSON.parse reads 1e309 as Infinity, which JSON.stringify cannot write: send it as raw text.
        const infinite = properties.map((name) =>
          JSON.stringify({ ...validBody, [name]: 'INFINITY' }).replace('"INFINITY"', '1e309'),
        );
        const deep = [nestedObjects(4_000), `${'['.repeat(4_000)}${']'.repeat(4_000)}`];
        for (const raw of ['{"broken":', '[]', '"text"', 'null', '{}', '\u0000', ...infinite, ...deep]) {
          await send(`${method.toUpperCase()} ${path} raw body ${JSON.stringify(raw).slice(0, 30)}`, {
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

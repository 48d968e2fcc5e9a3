import type { FastifyRequest } from 'fastify';

interface TextSchema {
  type?: string | string[];
  items?: TextSchema;
  properties?: Record<string, TextSchema>;
  anyOf?: TextSchema[];
  oneOf?: TextSchema[];
  allOf?: TextSchema[];
}

const INTEGER = /^-?(?:0|[1-9]\d*)$/;
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

function typesOf(schema: TextSchema): string[] {
  const own = schema.type === undefined ? [] : [schema.type].flat();
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)];
}

/** The number or boolean a text is, written plainly: not `0x10`, `1e1`, ` 16` or `1.0` for an integer. */
function coerceText(text: string, schema: TextSchema): unknown {
  const types = typesOf(schema);
  if (types.includes('string')) return text;
  if (types.includes('integer') && INTEGER.test(text)) return Number(text);
  if (types.includes('number') && DECIMAL.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function coerceValue(value: unknown, schema: TextSchema): unknown {
  if (typesOf(schema).includes('array') && schema.items) {
    // A query names an array's one item the way it names a single value (`?panels=daily`).
    return [value].flat().map((item) => coerceValue(item, schema.items ?? {}));
  }
  return typeof value === 'string' ? coerceText(value, schema) : value;
}

function propertiesOf(schema: TextSchema): Record<string, TextSchema> {
  const branches = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return Object.assign({}, ...branches.map(propertiesOf), schema.properties);
}

function coerceObject(input: unknown, schema: unknown): void {
  if (!input || typeof input !== 'object' || !schema || typeof schema !== 'object') return;
  const fields = input as Record<string, unknown>;
  for (const [name, property] of Object.entries(propertiesOf(schema as TextSchema))) {
    if (fields[name] !== undefined) fields[name] = coerceValue(fields[name], property);
  }
}

/**
 * Query strings and path params arrive as text, so their numbers and booleans are read here, by their
 * schema, and Ajv coerces nothing (its coercion took `0x10` as 16 and let a number stand for text in a
 * JSON body). Text that is not a plain number stays text and fails validation with the field's name.
 */
export function coerceTextInputs(request: FastifyRequest): void {
  const schema = request.routeOptions.schema;
  if (!schema) return;
  coerceObject(request.query, schema.querystring);
  coerceObject(request.params, schema.params);
}

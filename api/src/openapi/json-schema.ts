import type { GenericSchema } from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';

/** Valibot schemas are the source of types; Fastify validates and serialises with their JSON Schema. */
export function jsonSchema(schema: GenericSchema): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema);
  return rest;
}

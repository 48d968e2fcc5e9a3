import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors.js';
import { coerceTextInputs } from './strict-text-coercion.js';

/** Deeper than any body the API takes; what is deeper is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 64;

interface Visited {
  value: unknown;
  /** The object key that holds the value (`undefined` for the root and array items). */
  key: string | undefined;
  path: string;
}

/**
 * Every value inside `root`, without recursion: a body nested 20,000 deep overflowed the call stack of
 * the recursive walkers this replaces (a 500). Refuses nesting past MAX_INPUT_DEPTH, so the stack of
 * pending values and the paths stay small.
 */
function* walk(root: unknown, name: string): Generator<Visited> {
  const pending: (Visited & { depth: number })[] = [{ value: root, key: undefined, path: name, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    yield next;
    const { value, path, depth } = next;
    if (!value || typeof value !== 'object') continue;
    if (depth === MAX_INPUT_DEPTH) {
      throw invalid(`${name} must not be nested more than ${MAX_INPUT_DEPTH} levels deep`);
    }
    const isArray = Array.isArray(value);
    for (const [key, child] of Object.entries(value)) {
      pending.push({ value: child, key: isArray ? undefined : key, path: `${path}/${key}`, depth: depth + 1 });
    }
  }
}

function inputsOf(request: FastifyRequest): [string, unknown][] {
  return [
    // A body left as a stream (NDJSON uploads) is read, and checked, by its route.
    ['body', request.body instanceof Readable ? undefined : request.body],
    ['querystring', request.query],
    ['params', request.params],
  ];
}

/**
 * Refuses what a schema cannot: nesting deeper than MAX_INPUT_DEPTH and NUL characters (PostgreSQL
 * cannot store them) before validation, and numbers that are not finite after it (`1e309` parses to
 * Infinity, which Ajv's integer and maximum checks let through). Query strings and path params, which
 * arrive as text, are then turned into the numbers and booleans their schema declares, strictly.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [name, input] of inputsOf(request)) {
        for (const { value, key } of walk(input, name)) {
          if ((typeof value === 'string' && value.includes('\u0000')) || key?.includes('\u0000')) {
            throw invalid('Text must not contain NUL characters.');
          }
        }
      }
      coerceTextInputs(request);
    });
    app.addHook('preHandler', async (request) => {
      for (const [name, input] of inputsOf(request)) {
        for (const { value, path } of walk(input, name)) {
          if (typeof value === 'number' && !Number.isFinite(value)) {
            throw invalid(`${path} must be a finite number`);
          }
        }
      }
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);

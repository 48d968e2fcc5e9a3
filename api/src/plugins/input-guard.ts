import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

const invalidInput = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** Text with NUL characters cannot be stored in PostgreSQL. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => containsNul(k) || containsNul(v));
  return false;
}

/** Where a number that is not finite sits, e.g. `querystring/limit` for `?limit=1e309`. */
function nonFiniteNumberAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = nonFiniteNumberAt(child, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
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
 * Refuses what a schema cannot: NUL characters before validation, and numbers that are not finite
 * after it (`1e309` parses to Infinity, which Ajv's integer and maximum checks let through).
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (inputsOf(request).some(([, value]) => containsNul(value))) {
        throw invalidInput('Text must not contain NUL characters.');
      }
    });
    app.addHook('preHandler', async (request) => {
      for (const [name, value] of inputsOf(request)) {
        const path = nonFiniteNumberAt(value, name);
        if (path) throw invalidInput(`${path} must be a finite number`);
      }
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);

import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { AppError } from '../errors.js';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** One error shape for every answer: `{error:{message, code, status}}`. 5xx never shows details. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        return reply
          .code(error.status)
          .headers(error.headers)
          .send({ error: { message: error.message, code: error.code, status: error.status } });
      }
      if (error.validation) {
        return reply.code(400).send({ error: { message: error.message, code: 'VALIDATION_ERROR', status: 400 } });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = CODES_BY_STATUS[status] ?? 'BAD_REQUEST';
        return reply.code(status).send({ error: { message: error.message, code, status } });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: { message: 'Internal server error.', code: 'INTERNAL', status: 500 } });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        error: {
          message: `Route ${request.method} ${request.url.split('?')[0]} not found.`,
          code: 'NOT_FOUND',
          status: 404,
        },
      }),
    );
  },
  { name: 'error-handler' },
);

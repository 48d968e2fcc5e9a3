import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { ErrorBody, ErrorCode } from 'shared/contracts/errors';
import { AppError, serviceUnavailable } from '../errors.js';
import { DatabaseUnavailableError } from '../db/unavailable.js';

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * PostgreSQL's complaints about a value the caller sent (bad text, number out of range, bad date):
 * the caller's mistake, so a 400, when a schema let the value through.
 */
const INPUT_ERRORS_BY_SQLSTATE: Record<string, string> = {
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22021': 'Text must not contain NUL characters.',
  '22P02': 'A value has the wrong format.',
  '22P05': 'Text must not contain NUL characters.',
};

const errorBody = (message: string, code: ErrorCode, status: number): ErrorBody => ({
  error: { message, code, status },
});

const sqlStateOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * A refusal that left the body unread (ADR 0006) closes the connection. Closing a socket with unread
 * data makes the kernel send a reset, which can reach the client before it reads the answer; so once the
 * answer is written, the socket is half-closed and what still arrives is dropped for at most a second,
 * then the request and its socket are destroyed.
 */
function lingerThenDestroy(request: IncomingMessage): void {
  const socket = request.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = () => {
    socket.end();
    request.resume();
    setTimeout(() => request.destroy(), 1000).unref();
  };
}

/** One error shape for every answer: `{error:{message, code, status}}`. 5xx never shows details. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        if (error.headers.connection === 'close') lingerThenDestroy(request.raw);
        return reply
          .code(error.status)
          .headers(error.headers)
          .send({ error: { ...error.details, message: error.message, code: error.code, status: error.status } });
      }
      // ADR 0001: a lost or refused database connection is a 503 the client may retry, not a 500. Both Db
      // implementations throw it as DatabaseUnavailableError; any other socket error (a client that aborted
      // its upload: ECONNRESET) is not the database's and is not called an outage.
      if (error instanceof DatabaseUnavailableError) {
        request.log.warn({ err: error }, 'database unavailable');
        const unavailable = serviceUnavailable();
        return reply
          .code(unavailable.status)
          .headers(unavailable.headers)
          .send(errorBody(unavailable.message, unavailable.code, unavailable.status));
      }
      if (error.validation) {
        return reply.code(400).send(errorBody(error.message, 'VALIDATION_ERROR', 400));
      }
      const inputProblem = INPUT_ERRORS_BY_SQLSTATE[sqlStateOf(error) ?? ''];
      if (inputProblem) {
        request.log.warn({ err: error }, 'input refused by the database');
        return reply.code(400).send(errorBody(inputProblem, 'VALIDATION_ERROR', 400));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = CODES_BY_STATUS[status] ?? 'BAD_REQUEST';
        return reply.code(status).send(errorBody(error.message, code, status));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('Internal server error.', 'INTERNAL', 500));
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send(errorBody(`Route ${request.method} ${request.url.split('?')[0]} not found.`, 'NOT_FOUND', 404)),
    );
  },
  { name: 'error-handler' },
);

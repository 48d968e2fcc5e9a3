import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { asUnavailable, DatabaseUnavailableError, isConnectionError } from './unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    [
      '57P01 admin_shutdown (pg_terminate_backend)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now (starting up)', withCode('57P03', 'the database system is starting up')],
    ['08006 connection_failure', withCode('08006')],
    ['08P01 protocol_violation', withCode('08P01')],
    ['53300 too_many_connections', withCode('53300', 'sorry, too many clients already')],
    ['ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ETIMEDOUT', withCode('ETIMEDOUT')],
    ['an unexpected end of the socket', new Error('Connection terminated unexpectedly')],
    ['the connect timeout of a client', new Error('Connection terminated due to connection timeout')],
    ['a dead client', new Error('Client has encountered a connection error and is not queryable')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a pool being shut down', new Error('Cannot use a pool after calling end on the pool')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['one already wrapped', new DatabaseUnavailableError(new Error('anything'))],
    ['a wrapped cause', new Error('outer', { cause: withCode('57P01') })],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true for %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['23505 unique_violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['22P02 invalid_text_representation', withCode('22P02')],
    ['40001 serialization_failure', withCode('40001')],
    ['57014 query_canceled (a statement timeout)', withCode('57014')],
    ['an AppError', new AppError(404, 'NOT_FOUND', 'Collection not found.')],
    ['a plain Error', new Error('something else')],
    ['a string', 'ECONNRESET'],
    ['undefined', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});

describe('asUnavailable', () => {
  it('wraps a connection error, keeping it as the cause', () => {
    const lost = withCode('57P01');
    const wrapped = asUnavailable(lost);
    expect(wrapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((wrapped as Error).cause).toBe(lost);
  });

  it('leaves any other error as it is', () => {
    const duplicate = withCode('23505');
    expect(asUnavailable(duplicate)).toBe(duplicate);
    const wrapped = new DatabaseUnavailableError(new Error('x'));
    expect(asUnavailable(wrapped)).toBe(wrapped);
  });
});

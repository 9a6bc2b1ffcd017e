/**
 * Which errors mean "the database cannot be reached right now" (answered 503 with Retry-After)
 * rather than "the statement was wrong" (a 500): what pg and Node raise while PostgreSQL is
 * stopped, restarting or out of reach. The real outage is tests/server/database-outage.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an administrator shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up or shutting down (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a full server (53300)', withCode('sorry, too many clients already', '53300')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
    ["the pool's wait running out", new Error('timeout exceeded when trying to connect')],
    ['every address of a host refusing', Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {})],
    ['a cause that is one', new Error('query failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('is %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selct"', '42601')],
    ['a plain error', new Error('Something else')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('is not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

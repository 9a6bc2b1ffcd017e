import { describe, expect, it } from 'vitest';
import { errorForLog } from '../../src/server/error-for-log';

/** A PostgreSQL error as pg and PGlite raise it. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('errors in the log', () => {
  it('keeps the code, the message and the names of a database error, and drops the values it quotes', () => {
    const unique = databaseError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      detail: 'Key (email)=(someone@example.com.au) already exists.',
      constraint: 'users_email_key',
      table: 'users',
      query: "insert into users (email, note) values ($1, 'a literal')",
      params: ['someone@example.com.au', '$argon2id$v=19$hash'],
    });
    expect(errorForLog(unique)).toMatchObject({
      type: 'Error',
      code: '23505',
      message: 'duplicate key value violates unique constraint "users_email_key"',
      detail: 'Key (email)=([redacted]) already exists.',
      constraint: 'users_email_key',
      table: 'users',
      query: "insert into users (email, note) values ($1, '[redacted]')",
      params: '[redacted]',
    });

    const syntax = databaseError('invalid input syntax for type uuid: "someone@example.com.au"', {
      code: '22P02',
      where: "unnamed portal parameter $1 = 'someone@example.com.au'",
    });
    const logged = JSON.stringify(errorForLog(syntax));
    expect(logged).not.toContain('someone@example.com.au');
    expect(logged).toContain('invalid input syntax for type uuid: [redacted]');
  });

  it('follows causes, and leaves other errors as they are', () => {
    const cause = databaseError('new row violates check constraint "c"', { code: '23514', detail: 'Failing row contains (Alex, Citizen).' });
    const error = Object.assign(new Error('statement failed', { cause }), { statusCode: 500, code: 'SOMETHING' });
    const logged = errorForLog(error);
    expect(logged).toMatchObject({ message: 'statement failed', statusCode: 500, code: 'SOMETHING', cause: { code: '23514', detail: '[redacted]' } });
    expect(JSON.stringify(logged)).not.toContain('Citizen');

    const loop = new Error('loop');
    loop.cause = loop;
    expect(errorForLog(loop)).toMatchObject({ message: 'loop', cause: '[Circular]' });
  });
});

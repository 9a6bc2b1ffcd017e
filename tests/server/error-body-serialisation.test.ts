/**
 * Fastify writes an answer through its route's response schema, and the error body is a union by
 * code: its serialiser writes a body as the first member the body matches, and leaves out what
 * that member does not declare. Every body the contract accepts comes out whole, with its code's
 * details; a detail its code does not declare is left out, as it always was; and a code the
 * contract does not list still comes out (a framework's own refusal).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '../../src/engine/contract/errors.contract';
import { named } from '../../src/engine/contract/named';
import { appError } from '../../src/server/errors';
import sharedSchemas from '../../src/server/plugins/shared-schemas';
import { validErrorBody } from '../support/error-bodies';

describe('error bodies through the response schema', () => {
  let app: FastifyInstance;
  let body: unknown;

  beforeAll(async () => {
    app = Fastify();
    await app.register(sharedSchemas);
    app.post('/refuse', { schema: { response: { 409: named(ErrorResponseSchema) } } }, async (_request, reply) => reply.code(409).send(body));
    await app.ready();
  });
  afterAll(() => app.close());

  const written = async (sent: unknown) => {
    body = sent;
    const answer = await app.inject({ method: 'POST', url: '/refuse' });
    expect(answer.statusCode).toBe(409);
    return answer.json() as unknown;
  };

  it('writes every body the contract accepts whole', async () => {
    await fc.assert(
      fc.asyncProperty(validErrorBody, async (sent) => {
        expect(await written(sent)).toEqual(sent);
      }),
    );
  });

  it("writes the server's refusals with their code's details", async () => {
    const refusals = [
      appError('APP_ERR_VERSION_CONFLICT', { currentVersion: 4 }),
      appError('APP_ERR_INCOMPLETE', { errors: [{ path: '/a', key: 'required', message: 'Required.' }], steps: [{ id: 's', title: 'S', route: '/s' }] }),
      appError('APP_ERR_STATUS_NOT_ALLOWED', { from: 'DRAFT', to: 'FUNDED' }, { message: 'No.' }),
      appError('APP_ERR_TERMS_NOT_ACCEPTED', { unmet: ['acceptedTerms'], to: 'SIGNING', overridable: true }),
      appError('APP_ERR_AGREEMENT_INCOMPLETE', { unmet: ['fundingAccount'], overridable: false }),
      appError('APP_ERR_OFFER_ALREADY_ACCEPTED', { acceptedTerms: { loanAmount: 50_000, term: 12, termUnit: 'months', paymentPeriod: 'weekly' } }),
      appError('REQUEST_ERR_VALIDATION', {}, { message: 'body/status must be string' }),
      appError('AUTH_ERR_TOO_MANY_ATTEMPTS', { retryAfterSeconds: 30 }),
      appError('AUTH_ERR_INVALID_SIGNUP'),
      appError('APP_ERR_NOT_FOUND'),
    ];
    for (const refusal of refusals) expect(await written(refusal.toBody())).toEqual(refusal.toBody());
  });

  it("leaves out a detail the code's body does not declare, and writes a code the contract does not list", async () => {
    expect(await written({ code: 'APP_ERR_NOT_WITHDRAWABLE', message: 'No.', status: 'SIGNED' })).toEqual({ code: 'APP_ERR_NOT_WITHDRAWABLE', message: 'No.' });
    expect(await written({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: 'Bad JSON.' })).toEqual({
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      message: 'Bad JSON.',
    });
    expect(await written({ code: 'APP_ERR_VERSION_CONFLICT', message: 'Changed.', currentVersion: 2, steps: [] })).toEqual({
      code: 'APP_ERR_VERSION_CONFLICT',
      message: 'Changed.',
      currentVersion: 2,
    });
  });
});

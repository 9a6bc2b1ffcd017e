import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { findApplicationProduct } from '../repositories/applications.repository';
import { isUuid } from '../services/uuid';
import { isStorageFull } from '../providers/storage/storage-full';
import { appError, isAppError } from '../errors';
import { multipartRefusal } from './multipart-refusal';

/**
 * One place that turns errors into answers: coded errors as they are (in the catalogue's words
 * where the code names a text the applicant reads: the words of the product of the application
 * or product the address names, which may have its own), schema failures as
 * REQUEST_ERR_VALIDATION, the multipart parser's refusals of an upload's body as coded 400s,
 * client errors Fastify raises (bad JSON, body too large) with their own status, a database
 * that cannot be reached as a 503 to try again shortly, a full disk as a 507, and anything else
 * as a 500 that says nothing about the cause.
 */
/** A restart or fail-over of PostgreSQL takes seconds: the client's next try comes after a few. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Space is freed by an operator, not in seconds. */
const STORAGE_FULL_RETRY_AFTER_SECONDS = 300;

/**
 * The product whose texts a refusal is told in: the one the address names, or the product of the
 * application it names (`:id`). Asked only for a refusal with a text of the catalogue; a database
 * that cannot answer leaves the shared texts.
 */
async function productOfRequest(app: FastifyInstance, request: FastifyRequest, statusCode: number): Promise<string | undefined> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (typeof params.product === 'string') return params.product;
  // A refusal of who is asking (401, 403) or of what they asked for (404) is told in the shared
  // words: a product's own would tell a stranger that the application exists, and of which product.
  if (statusCode === 401 || statusCode === 403 || statusCode === 404) return undefined;
  if (typeof params.id !== 'string' || !isUuid(params.id)) return undefined;
  return findApplicationProduct(app.db, params.id).catch(() => undefined);
}

export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (isAppError(error)) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.code);
        const texts = error.messageKey === undefined ? app.messages : app.textsOf(await productOfRequest(app, request, error.statusCode));
        return reply.code(error.statusCode).headers(error.headers).send(error.toBody(texts));
      }
      const refusal = multipartRefusal(error);
      if (refusal) return reply.code(refusal.statusCode).send(refusal.toBody(app.textsOf(await productOfRequest(app, request, refusal.statusCode))));
      if (error.validation) {
        const invalid = appError('REQUEST_ERR_VALIDATION', {}, { message: error.message });
        return reply.code(400).send(invalid.toBody());
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        return reply.code(statusCode).send({ code: error.code ?? 'REQUEST_ERR_BAD_REQUEST', message: error.message });
      }
      if (isDatabaseUnavailable(error)) {
        // One line a request while the database is away, not a stack each: the cause is the same for all.
        request.log.warn({ cause: error.code ?? error.message }, 'the database is unavailable');
        const unavailable = appError('SERVER_ERR_DATABASE_UNAVAILABLE', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
        return reply.code(503).headers(unavailable.headers).send(unavailable.toBody());
      }
      if (isStorageFull(error)) {
        // The operator's to mend: said at error level, without a stack, once a request.
        request.log.error({ cause: error.code ?? error.message }, 'no space left to store a request');
        return reply
          .code(507)
          .header('retry-after', String(STORAGE_FULL_RETRY_AFTER_SECONDS))
          .send({ code: 'SERVER_ERR_STORAGE_FULL', message: 'There is no room to store this right now. Please try again later.' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(appError('SERVER_ERR_INTERNAL').toBody());
    });
  },
  { name: 'error-handler', fastify: '5.x' },
);

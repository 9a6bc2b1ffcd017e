/**
 * The multipart parser's refusals of a request body, as coded document errors. @fastify/multipart
 * raises its limits with FST_* codes; busboy, under it, throws plain errors with fixed messages
 * for a missing or broken boundary and for a body that does not follow it (its only way of
 * saying so). Both are the client's doing, so they answer 400, never 500.
 */
import { documentError, type AppError } from '../errors';

/** Too many parts, files or fields, a field named after an Object property, a bad JSON field. */
const FIELD_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR']);
const BODY_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_INVALID_MULTIPART_CONTENT_TYPE']);

/** busboy's own messages (@fastify/busboy: lib/types/multipart.js, deps/dicer, deps/streamsearch). */
const PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  // An empty boundary, or one longer than the parser's 256-byte search window.
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
  /^Unexpected end of multipart data$/,
  /^(File|Part) terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
];

export function multipartRefusal(error: { code?: unknown; message?: unknown }): AppError | undefined {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code && FIELD_CODES.has(code)) return documentError('DOC_ERR_INVALID_FIELDS', [], String(error.message));
  if (code && BODY_CODES.has(code)) return documentError('DOC_ERR_MALFORMED_BODY');
  if (code === undefined && typeof error.message === 'string' && PARSER_MESSAGES.some((pattern) => pattern.test(error.message as string))) {
    return documentError('DOC_ERR_MALFORMED_BODY');
  }
  return undefined;
}

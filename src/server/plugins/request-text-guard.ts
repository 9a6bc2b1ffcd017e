import fp from 'fastify-plugin';
import { appError } from '../errors';

/** Deeper than any document, patch or form of the portal; deep enough to be no one's limit. */
export const MAX_REQUEST_DEPTH = 32;

/** NUL and unpaired surrogates: PostgreSQL text and jsonb refuse them, and no answer holds one. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Finding = 'REQUEST_ERR_INVALID_TEXT' | 'REQUEST_ERR_TOO_DEEP';

/** Walks a parsed value without recursion, so a hostile depth cannot overflow the stack here. */
export function inspectRequestValue(value: unknown): Finding | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) return 'REQUEST_ERR_INVALID_TEXT';
    } else if (node !== null && typeof node === 'object') {
      if (depth >= MAX_REQUEST_DEPTH) return 'REQUEST_ERR_TOO_DEEP';
      for (const [key, member] of Object.entries(node)) {
        if (UNSTORABLE.test(key)) return 'REQUEST_ERR_INVALID_TEXT';
        stack.push([member, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Every request's parameters, query and body are checked before validation: text the database
 * cannot store and nesting deeper than any real request are refused with a coded 400, so no
 * route meets them and none answers 500 for them.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const finding = inspectRequestValue(part);
        if (finding) throw appError(finding);
      }
    });
  },
  { name: 'request-text-guard', fastify: '5.x', dependencies: ['error-handler'] },
);

import type { onSendAsyncHookHandler } from 'fastify';

/**
 * API answers carry an applicant's data (their application, documents, session and account), so
 * no browser or proxy cache may keep them: each is `Cache-Control: private, no-store` unless its
 * route set its own (the validation rules are public and say `no-cache`). Refusals too: they
 * can name the applicant or echo what was sent.
 */
export const privateAnswers: onSendAsyncHookHandler = async (_request, reply, payload) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  return payload;
};

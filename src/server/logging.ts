/**
 * Logger and request-id settings. Logs never carry credentials or personal data: authorization
 * and cookie headers, passwords, tokens, codes and the applicant's identity fields are redacted,
 * URLs are logged without their query string (reset links carry tokens there), with the
 * signing links' tokens, the e-mail of the reapplication path and the auth callback's
 * handed-over token masked, and errors without the values of a failed database statement
 * (error-for-log.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { AUTH_CALLBACK_PREFIX } from '../engine/journey/site-paths';
import { errorForLog } from './error-for-log';

// The business register's GUID is the portal's credential with the register (its terms forbid
// showing it to anyone): redacted under every name it travels by. So is the address service's key.
const SECRET_FIELDS = [
  'password',
  'token',
  'accessToken',
  'reset_token',
  'passwordHash',
  'password_hash',
  'guid',
  'authenticationGuid',
  'authenticationGUID',
  'apiKey',
  'sessionToken',
  // An additional owner's sign-in link (POST /api/owner/sign-in) signs them in, whoever holds it.
  'link',
];
const PERSONAL_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'primaryPhone', 'additionalPhone', 'dateOfBirth', 'nationalId'];

/** Pino paths for a field at the top level and up to four levels down. */
function anywhere(field: string): string[] {
  return [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`, `*.*.*.*.${field}`];
}

export const redactPaths = [
  ...['authorization', 'cookie', 'userid'].flatMap((header) => [`headers.${header}`, `*.headers.${header}`]),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap(anywhere),
  ...PERSONAL_FIELDS.flatMap(anywhere),
  // `code` is redacted where a request carries it, not everywhere: error codes stay readable.
  'code',
  'body.code',
  'req.body.code',
  'request.body.code',
];

/**
 * Path segments that are secrets: a signer's link token (the signing page and its API) signs for
 * that owner, whoever holds it; the re-application path carries an e-mail. Query strings (reset
 * tokens, codes) never reach the log at all.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [/^(\/api\/signing\/)[^/]+/, /^(\/sign\/)[^/]+/, /(\/reapplication\/)[^/]+/];

/** A request URL fit for the log. */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith(AUTH_CALLBACK_PREFIX)) return `${AUTH_CALLBACK_PREFIX}[redacted]`;
  return SECRET_SEGMENTS.reduce((masked, segment) => masked.replace(segment, '$1[redacted]'), path);
}

/** A request as the log shows it: method, masked path, address; nothing it carried. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url ?? ''), remoteAddress: request.ip };
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: errorForLog,
      req: requestForLog,
    },
  };
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's (or proxy's) `x-request-id` when it looks like an id; otherwise a new UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Whether an error says the database cannot be reached right now (stopped, restarting, failed
 * over, the network between) rather than that a statement was wrong. Such a request is worth
 * trying again in a moment, so it is answered 503 with Retry-After instead of 500; pg's pool
 * drops the broken connections and opens new ones once the database answers again.
 */

/**
 * SQLSTATEs of a connection lost or refused: class 08 (connection exception), 57P01-57P03 (admin
 * or crash shutdown, "the database system is starting up / shutting down") and 53300 (too many
 * connections: full for now).
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Node's errors of a socket that could not reach the server or lost it. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** pg's own errors, which carry no code: a connection ended under a query, or the pool's wait ran out. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect$/,
  /^terminating connection/,
  /^Client was closed and is not queryable$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  return visit(error, 0);
}

function visit(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A host name of several addresses refuses with an AggregateError of each attempt's error.
  if (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1))) return true;
  return visit(cause, depth + 1);
}

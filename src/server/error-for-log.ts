/**
 * An error as the log shows it (the logger's `err` serializer). Like pino's own serializer (type,
 * message, stack, own fields, cause) but without the values a failed statement carried: PGlite
 * puts the statement's `params` on its errors, and PostgreSQL's `detail` and `where` quote the
 * row or input that failed ("Failing row contains (id, e-mail, password hash, names, ...)"), so
 * one failing insert would write an applicant's data to the log. What stays is what diagnoses
 * the failure: the SQLSTATE code, the message, the constraint, table and column names, and the
 * SQL text with its literals blanked (its values are parameters anyway).
 */
const REDACTED = '[redacted]';

/** Fields drivers fill with a statement's values. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'bindings', 'queryOptions']);
/** PostgreSQL error fields that quote data: the failing row or key, the input's context, a nested statement. */
const QUOTING_FIELDS = new Set(['detail', 'where', 'internalQuery']);

type ErrorLike = Record<string, unknown>;

/** PostgreSQL's errors (pg and PGlite alike) carry a severity and a five-character SQLSTATE code. */
function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/** "Key (email)=(someone@example.com) already exists." keeps its column names and its verdict. */
function redactDetail(detail: unknown): string {
  const key = typeof detail === 'string' ? /^Key \(([^)]*)\)=\(.*\)(\s[^()]*)?$/s.exec(detail) : null;
  return key ? `Key (${key[1]})=(${REDACTED})${key[2] ?? ''}` : REDACTED;
}

/** "invalid input syntax for type uuid: \"...\"" and the like end with the value they refused. */
function redactMessage(message: string): string {
  return message.replace(/: ".*"$/s, `: ${REDACTED}`);
}

function redactSql(query: unknown): string {
  return typeof query === 'string' ? query.replace(/'(?:[^']|'')*'/g, `'${REDACTED}'`) : REDACTED;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function errorForLog(error: Error): LoggedError {
  return loggable(error, new WeakSet()) as LoggedError;
}

function loggable(error: unknown, seen: WeakSet<object>): unknown {
  if (typeof error !== 'object' || error === null) return error;
  if (seen.has(error)) return '[Circular]';
  seen.add(error);
  const source = error as ErrorLike;
  const database = isDatabaseError(source);
  const rawMessage = typeof source.message === 'string' ? source.message : '';
  const message = database ? redactMessage(rawMessage) : rawMessage;
  const logged: ErrorLike = { type: error.constructor?.name ?? 'Error', message };
  // The stack's first line repeats the message.
  if (typeof source.stack === 'string') logged.stack = rawMessage ? source.stack.split(rawMessage).join(message) : source.stack;
  for (const [field, value] of Object.entries(source)) {
    if (field === 'message' || field === 'stack' || value === undefined) continue;
    if (VALUE_FIELDS.has(field)) logged[field] = REDACTED;
    else if (field === 'query') logged[field] = redactSql(value);
    else if (database && field === 'detail') logged[field] = redactDetail(value);
    else if (database && QUOTING_FIELDS.has(field)) logged[field] = REDACTED;
    else if (field === 'cause' || value instanceof Error) logged[field] = loggable(value, seen);
    else logged[field] = value;
  }
  if (source.cause !== undefined && !('cause' in logged)) logged.cause = loggable(source.cause, seen);
  if (error instanceof AggregateError) logged.aggregateErrors = error.errors.map((inner: unknown) => loggable(inner, seen));
  return logged;
}

/**
 * Reading an error body in the browser: kept apart from the contract's schemas so that the web
 * app's first page does not carry the schema library for one reader.
 */
import type { ErrorResponse, FieldErrorBody } from './errors.contract';

/** An error body read from anything a failed call answered; undefined when it is not one. */
export function readErrorBody(body: unknown): ErrorResponse | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value = body as Record<string, unknown>;
  const text = (name: string) => (typeof value[name] === 'string' ? value[name] : undefined);
  const read: ErrorResponse = {};
  for (const name of ['code', 'message', 'messageKey', 'data', 'op', 'reason', 'field', 'from', 'to', 'key', 'action', 'retryAfter'] as const) {
    const found = text(name);
    if (found !== undefined) read[name] = found;
  }
  if (Array.isArray(value.params)) read.params = value.params.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
  for (const name of ['currentVersion', 'operationIndex', 'retryAfterSeconds'] as const) {
    if (typeof value[name] === 'number') read[name] = value[name];
  }
  if (Array.isArray(value.errors)) read.errors = value.errors.filter(isFieldErrorBody);
  if (Array.isArray(value.steps)) read.steps = value.steps as ErrorResponse['steps'];
  if (Array.isArray(value.missing)) read.missing = value.missing as ErrorResponse['missing'];
  return Object.keys(read).length > 0 ? read : undefined;
}

function isFieldErrorBody(value: unknown): value is FieldErrorBody {
  const v = value as Partial<FieldErrorBody> | null;
  return typeof v?.path === 'string' && typeof v.key === 'string' && typeof v.message === 'string';
}

/**
 * An error that carries its own answer: a code, an HTTP status, headers and the body the client
 * reads. The server's one error handler answers every coded error as it is; each API's table of
 * codes (errors.ts, the bank-data and document errors) says what its bodies hold.
 */
export abstract class CodedError extends Error {
  abstract readonly code: string;
  abstract readonly statusCode: number;
  /** Headers the answer carries (e.g. Retry-After). */
  readonly headers: Record<string, string> = {};

  /** The answer body. */
  abstract toBody(): Record<string, unknown>;
}

export function isCodedError(error: unknown): error is CodedError {
  return error instanceof CodedError;
}

/** The one place the web app talks HTTP: JSON in and out, the session's bearer token, typed errors. */
import type { ErrorResponse } from '../../engine/contract/errors.contract';
import { readErrorBody } from '../../engine/contract/read-error-body';
import { session } from '../session/session-store';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }

  /** The refusal the server answered, read as the contract's error body; undefined when the body is not one. */
  get error(): ErrorResponse | undefined {
    return readErrorBody(this.body);
  }

  /** The `data` or `code` the server put in the body (e.g. `invalid_signup`). */
  get reason(): string | undefined {
    const b = this.body as { data?: unknown; code?: unknown } | null;
    return typeof b?.data === 'string' ? b.data : typeof b?.code === 'string' ? b.code : undefined;
  }
}

/** The server does not find what was asked for (an application gone since it was listed). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the session token (default true when signed in). */
  auth?: boolean;
  /** Send this bearer token instead of the session's: a session handed over, not yet adopted. */
  token?: string;
  /** Cancels the request (a search made stale by newer input); the call then rejects with an AbortError. */
  signal?: AbortSignal;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.token ?? (options.auth !== false ? session.accessToken : null);
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

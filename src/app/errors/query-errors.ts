/**
 * What react-query does with a failed call nobody handles: a 401 means the session ended on the
 * server (logout elsewhere, password reset), so the browser lets go of it too; a failed
 * mutation without its own error handler is unexpected and shows the error banner. Failed
 * queries reach the route's error element through the components that read them.
 */
import type { Mutation, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import { endSession, session } from '../session/session-store';
import { forgetUserData } from '../session/sign-out';
import { reportUnexpectedError } from './unexpected-error';

function sessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && Boolean(session.accessToken);
}

export function onQueryError(queryClient: QueryClient, error: unknown): void {
  if (!sessionEnded(error)) return;
  endSession();
  forgetUserData(queryClient);
}

export function onMutationError(queryClient: QueryClient, error: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>): void {
  if (sessionEnded(error)) {
    endSession();
    forgetUserData(queryClient);
    return;
  }
  if (!mutation.options.onError && !mutation.meta?.handlesErrors) reportUnexpectedError(error);
}

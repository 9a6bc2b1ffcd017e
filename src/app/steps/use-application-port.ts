/**
 * How a step session reaches the application on the server: a save is a react-query mutation
 * (the saved version goes into the cache the shell, the graph and the other steps read), and a
 * reload after a 409 fetches into the same cache. The session decides what each answer means;
 * here HTTP statuses become those answers.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hasCode, readErrorBody } from '../../engine/contract/read-error-body';
import type { ApplicationPort, PatchAnswer, PatchRequest } from '../../engine/step-session/application-port';
import { applicationKeys, getApplication, patchApplication } from '../api/applications';
import { ApiError } from '../api/http';

function answerOf(error: unknown): PatchAnswer {
  if (error instanceof ApiError) {
    if (error.status === 409) return { kind: 'conflict' };
    if (error.status === 422) {
      const refusal = readErrorBody(error.body);
      return { kind: 'refused', errors: hasCode(refusal, 'APP_ERR_RULES_REJECTED', 'APP_ERR_LOCKED') ? refusal.errors : [] };
    }
    // The mutation cache's error handler has ended the session here too (signed out elsewhere, password reset).
    if (error.status === 401) return { kind: 'signedOut' };
  }
  console.error('Saving the application failed', error);
  return { kind: 'failed', error };
}

export function useApplicationPort(): ApplicationPort {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ id, ...change }: PatchRequest) => patchApplication(id, change),
    onSuccess: (saved) => queryClient.setQueryData(applicationKeys.one(saved.id), saved),
    // Conflicts and refusals are the step's to show, not the unexpected-error banner's.
    meta: { handlesErrors: true },
  });
  const [port] = useState<ApplicationPort>(() => ({
    patch: (request) => mutateAsync(request).then((application): PatchAnswer => ({ kind: 'saved', application }), answerOf),
    load: (id) => queryClient.fetchQuery({ queryKey: applicationKeys.one(id), queryFn: () => getApplication(id), staleTime: 0 }),
  }));
  return port;
}

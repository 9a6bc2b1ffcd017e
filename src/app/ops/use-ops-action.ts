/**
 * A console action: sends it, refreshes what the console shows once it succeeds, and keeps the
 * problem to show (the server's own message for a refusal, else `failure`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api/http';

export function useOpsAction<T>(act: (input: T) => Promise<unknown>, failure: string, onDone?: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: act,
    onSuccess: async () => {
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: ['ops'] });
    },
    onError: (error) => setProblem((error instanceof ApiError && error.error?.message) || failure),
  });
  return { problem, setProblem, mutation };
}

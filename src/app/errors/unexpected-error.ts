/**
 * Unexpected failures the page cannot recover from by itself (spec 01 section 8, 'Global
 * banner'): logged, and the global error banner asks the user to reload.
 */
import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isShown = () => shown;

/** Whether an unexpected failure was reported: the banner re-renders when one is. */
export function useUnexpectedError(): boolean {
  return useSyncExternalStore(subscribe, isShown, isShown);
}

export function reportUnexpectedError(error: unknown): void {
  console.error('Unexpected error', error);
  shown = true;
  for (const listener of listeners) listener();
}

/**
 * Unexpected failures the page cannot recover from by itself (spec 01 section 8, 'Global
 * banner'): logged, and the global error banner asks the user to reload.
 */
import { proxy } from 'valtio';

export const unexpectedError = proxy<{ shown: boolean }>({ shown: false });

export function reportUnexpectedError(error: unknown): void {
  console.error('Unexpected error', error);
  unexpectedError.shown = true;
}

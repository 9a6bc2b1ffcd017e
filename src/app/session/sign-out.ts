import type { QueryClient } from '@tanstack/react-query';
import { logOut } from '../api/accounts';
import { stepDrafts } from '../steps/use-step-session';
import { endSession, session } from './session-store';

/** Forgets everything kept for the user in this tab: cached answers and unsaved drafts. */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.clear();
  stepDrafts.clear();
}

/**
 * Ends the session here at once (so the next render is signed out, wherever the caller then
 * navigates) and on the server; the answer settles when the server has ended it too. The logout
 * call takes the token before the session is cleared.
 */
export function signOut(queryClient: QueryClient): Promise<void> {
  const onServer = session.accessToken ? logOut().catch(() => undefined) : Promise.resolve(); // an expired session is already over
  endSession();
  forgetUserData(queryClient);
  return onServer;
}

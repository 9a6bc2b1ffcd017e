import type { QueryClient } from '@tanstack/react-query';
import { logOut } from '../api/accounts';
import { stepDrafts } from '../steps/step-drafts';
import { endSession, session } from './session-store';

/** Ends the session on the server and here, and forgets everything cached for the user. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  if (session.accessToken) await logOut().catch(() => undefined); // an expired session is already over
  endSession();
  queryClient.clear();
  for (const key of Object.keys(stepDrafts)) delete stepDrafts[key];
}

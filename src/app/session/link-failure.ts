/**
 * A sign-in link that cannot be followed (spec 02 section 8: the auth callback's bad request, not
 * found, invalid data, server error or request error) clears what the tab kept and signs out; the
 * login page then says the link did not work.
 */
import type { QueryClient } from '@tanstack/react-query';
import { signOut } from './sign-out';

/** The login route's `reason` for a link that failed. */
export const LINK_FAILED_REASON = 'link_failed';
export const LINK_FAILED_LOGIN = `/login?${new URLSearchParams({ reason: LINK_FAILED_REASON })}`;

/** Signs out here at once (the server's logout is not awaited) and answers where to go. */
export function abandonLink(queryClient: QueryClient, error: unknown): string {
  console.error('The sign-in link could not be followed', error);
  void signOut(queryClient);
  return LINK_FAILED_LOGIN;
}

/**
 * The login route's query (spec 02 section 2, 'Additional routes'): which messages it shows and
 * which reset texts count as the expired-access case.
 */
import { messageText } from '../../../engine/validation/messages';
import { compiledJourneys } from '../../journeys/compiled-journeys';

/** The texts the spec treats as one case: the link can no longer be used. */
export const ACCESS_EXPIRED = 'Access expired.';
export const LINK_USED = 'This URL can be used only once';

export function isExpiredAccess(errorDescription: string | null | undefined): boolean {
  return errorDescription === ACCESS_EXPIRED || errorDescription === LINK_USED;
}

/** The server's reason for refusing a reset link, as the login route's error_description. */
export function expiredAccessText(reason: string | undefined): string | undefined {
  if (reason === 'link_used') return LINK_USED;
  if (reason === 'access_expired') return ACCESS_EXPIRED;
  return undefined;
}

/** Password messages from the journeys' catalogue, so the texts live in one place. */
export function passwordMessage(key: 'blankPassword' | 'blankPasswordConfirmation' | 'passwordInvalid' | 'confirmPassword'): string {
  return messageText(compiledJourneys[0].catalogue, key);
}

export function loginUrl(params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
}

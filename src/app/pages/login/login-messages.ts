/**
 * The login route's query (spec 02 section 2, 'Additional routes'): which messages it shows and
 * which reset texts count as the expired-access case.
 */
import { messageText } from '../../../engine/validation/messages';
import { catalogue } from '../../journeys/compiled-journeys';

/** The texts the spec treats as one case: the link can no longer be used. */
export const ACCESS_EXPIRED = 'Access expired.';
export const LINK_USED = 'This URL can be used only once';
const EXPIRED_ACCESS_TEXTS = [ACCESS_EXPIRED, LINK_USED] as const;

/** Letter case, spacing and trailing punctuation vary with whoever built the link: compare without them. */
function comparable(text: string): string {
  return text
    .trim()
    .replace(/[\s.!?…:;,]+$/u, '')
    .replace(/\s+/gu, ' ')
    .toLowerCase();
}

/** The spec's text of the expired-access case `errorDescription` names, however it was written; else undefined. */
export function expiredAccessCase(errorDescription: string | null | undefined): (typeof EXPIRED_ACCESS_TEXTS)[number] | undefined {
  if (!errorDescription) return undefined;
  const text = comparable(errorDescription);
  return EXPIRED_ACCESS_TEXTS.find((known) => comparable(known) === text);
}

export function isExpiredAccess(errorDescription: string | null | undefined): boolean {
  return expiredAccessCase(errorDescription) !== undefined;
}

/** The server's reason for refusing a reset link, as the login route's error_description. */
export function expiredAccessText(reason: string | undefined): string | undefined {
  if (reason === 'link_used') return LINK_USED;
  if (reason === 'access_expired') return ACCESS_EXPIRED;
  return undefined;
}

/** Password messages from the journeys' catalogue, so the texts live in one place. */
export function passwordMessage(key: 'blankPassword' | 'blankPasswordConfirmation' | 'passwordInvalid' | 'confirmPassword'): string {
  return messageText(catalogue, key);
}

export function loginUrl(params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
}

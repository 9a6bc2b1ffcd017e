/**
 * What the login pages say when a sign-in through the identity provider was refused. The page is
 * reached by a link anyone can write, so it says only texts of its own, chosen by the refusal's
 * code; the description beside the code in the address is never shown (it could carry a
 * stranger's words under the lender's name).
 */
const REFUSALS: Readonly<Record<string, string>> = {
  access_denied: 'Signing in was cancelled, or this site was not allowed to use your details.',
  email_unverified: 'Your e-mail address is not verified with your sign-in provider. Please verify it there, then try again.',
  provider_unavailable: 'The sign-in service cannot be reached just now. Please try again in a few minutes.',
  invalid_grant: 'That sign-in link has been used already. Please sign in again.',
  invalid_state: 'The sign-in could not be completed in this browser. Please sign in again.',
  login_required: 'Please sign in with your sign-in provider, then try again.',
  consent_required: 'Your sign-in provider needs your consent first. Please sign in again.',
};

export const SIGN_IN_NOT_COMPLETED = 'We could not sign you in just now. Please try again.';

export function providerRefusalText(error: string): string {
  return Object.hasOwn(REFUSALS, error) ? REFUSALS[error] : SIGN_IN_NOT_COMPLETED;
}

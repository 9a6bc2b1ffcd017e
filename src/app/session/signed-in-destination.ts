/**
 * Where a sign-in leads (spec 02 section 4, auth callback): the login route's query decides. A
 * renewal link (`renewal=true&applicationId=...`) continues to the renewal once signed in;
 * otherwise the `redirect` the sign-in was asked for, when it is a path of this site, or the
 * site's root, which leads to the applicant's own application.
 */
import { siteDestination } from './site-destination';

/** The path that follows a renewal link once its borrower is signed in. */
export const RENEWAL_LINK_PATH = '/renewal';

export function renewalParent(query: URLSearchParams): string | null {
  return query.get('renewal') === 'true' ? query.get('applicationId') || null : null;
}

export function signedInDestination(query: URLSearchParams): string {
  const parent = renewalParent(query);
  if (parent) return `${RENEWAL_LINK_PATH}?${new URLSearchParams({ applicationId: parent })}`;
  return siteDestination(query.get('redirect'));
}

/**
 * The auth callback's routing (spec 02 section 4, 'Auth callback'), once the session is kept:
 * 1. a pending application (basic info's answers) is created first;
 * 2-3. a renewal link goes on to the renewal (`signedInDestination`, then `renewalDestination`);
 * 4. otherwise the root of the application just created, or the site's root, which leads to the
 *    latest application's root (or the `redirect` a sign-in was asked for);
 * 5. the product root resumes an application still signing (`useCheckoutReset`).
 * The handed-over session (`/access_token=`) and basic info's submit, whether the applicant signed
 * in just now or was already, both come here, so they lead to the same place (decision 90).
 */
import { productRoot } from '../../engine/journey/site-paths';
import type { ApplicationRecord } from '../api/application.types';
import { ApiError } from '../api/http';
import { renewalParent, signedInDestination } from './signed-in-destination';

export interface SignedIn {
  /** The sign-in's query: a renewal link's `renewal` and `applicationId`, or a `redirect`. */
  query: URLSearchParams;
  /** Creates the application basic info left pending, answering it as created. */
  pending?: () => Promise<ApplicationRecord>;
}

/**
 * The server refuses a new application while one is in progress or within the re-application
 * wait (spec 01 section 4); the applicant then goes to the latest application's root.
 */
function refusedAsNotEligible(error: unknown): boolean {
  return error instanceof ApiError && error.error?.code === 'APP_ERR_NOT_ELIGIBLE';
}

export async function authCallbackDestination({ query, pending }: SignedIn): Promise<string> {
  let created: ApplicationRecord | undefined;
  if (pending) {
    try {
      created = await pending();
    } catch (error) {
      if (!refusedAsNotEligible(error)) throw error;
    }
  }
  if (created && !renewalParent(query)) return productRoot(created.product);
  return signedInDestination(query);
}

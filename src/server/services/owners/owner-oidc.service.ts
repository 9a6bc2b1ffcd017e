/**
 * An additional owner signs in through the lender's identity provider instead of a mailed link,
 * where one is configured: from their page they go to the provider with the applicants' client,
 * and the provider's verified e-mail must be the one the application names for them (the address
 * they were invited at, and their item's e-mail as it stands). They then get the same session as
 * a link gives, scoped to their own item of one application. When the address is an owner's on
 * several live applications of the product, the one the page named (`applicationId`) is taken, or
 * else the latest they were invited to; another application's owner gets nothing of this one.
 */
import { coOwnerEmail } from '../../../engine/checkout/signers';
import type { OwnerSession } from '../../../engine/contract/owners.contract';
import { findAdditionalOwnersByEmail } from '../../repositories/additional-owners.repository';
import { findApplicationById } from '../../repositories/applications.repository';
import { SignInRefused, type VerifiedIdentity } from '../auth/oidc/oidc-sign-in';
import type { SignInContinuation } from '../auth/oidc/sign-in-transaction';
import type { OwnerDeps } from './owner-deps';
import { ownerItem, ownerMayEnter, ownerRole } from './owner-invitations';
import { openOwnerSession } from './owner-session';

export const NOT_AN_OWNER = 'not_an_owner';

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export async function signInVerifiedOwner(
  deps: Pick<OwnerDeps, 'db' | 'rules' | 'auth'>,
  identity: VerifiedIdentity,
  continuation: SignInContinuation,
  now = new Date(),
): Promise<OwnerSession> {
  const product = continuation.product ?? '';
  const role = ownerRole(deps.rules, product);
  const refused = new SignInRefused(NOT_AN_OWNER, 'This account is not an owner named on an application with us.', 'no live owner with this e-mail');
  if (!role) throw refused;
  return deps.db.transaction().execute(async (trx) => {
    const candidates = [];
    for (const owner of await findAdditionalOwnersByEmail(trx, identity.email)) {
      if (continuation.applicationId && owner.application_id !== continuation.applicationId) continue;
      const application = await findApplicationById(trx, owner.application_id);
      if (!application || application.product !== product || !ownerMayEnter(deps.rules, application)) continue;
      // The address on the application as it stands, not only the one invited.
      if (!sameAddress(coOwnerEmail(ownerItem(application.data, role, owner.owner_index)), identity.email)) continue;
      candidates.push(owner);
    }
    const owner = candidates.sort((a, b) => b.invited_at.getTime() - a.invited_at.getTime())[0];
    if (!owner) throw refused;
    return openOwnerSession(deps, trx, owner, product, role, now);
  });
}

/** The owner's page, handed the owner's token in its fragment (never sent to a server). */
export function ownerHandOverPath(pagePath: string, session: OwnerSession): string {
  return `${pagePath}#${new URLSearchParams({ owner_token: session.accessToken, expires_at: String(session.expiresAt) })}`;
}

/**
 * An additional owner's sign-in: the mailed link, used once (or the lender's identity provider,
 * owner-oidc.service.ts), opens a session of their own, scoped
 * to one owner of one application (`owner_sessions`), not an account. Its bearer token is the
 * portal's JWT with another audience, so it opens the owner's routes (/api/owner) and no
 * applicant's or staff's; an applicant's route shown one answers 404, as for an application that
 * is not the caller's.
 */
import type { Kysely } from 'kysely';
import type { AdditionalOwnerRole } from '../../../engine/checkout/checkout.types';
import type { OwnerSession } from '../../../engine/contract/owners.contract';
import type { Database } from '../../db/database';
import type { AdditionalOwnerRow, OwnerSessionRow } from '../../db/tables/additional-owners.table';
import { appError } from '../../errors';
import { findAdditionalOwner, findOwnerSession, insertOwnerSession, takeOwnerLink } from '../../repositories/additional-owners.repository';
import { findApplicationById } from '../../repositories/applications.repository';
import { issueAccessToken, verifyAccessToken } from '../auth/access-tokens';
import { hashToken } from '../checkout/signing-round';
import type { OwnerDeps } from './owner-deps';
import { ownerMayEnter, ownerRole } from './owner-invitations';

export const OWNER_TOKEN_AUDIENCE = 'loan-journey-portal-owner';

/** Who is calling an owner's route. */
export interface OwnerContext {
  owner: AdditionalOwnerRow;
  session: OwnerSessionRow;
}

export async function signInWithOwnerLink(deps: OwnerDeps, link: string, now = new Date()): Promise<OwnerSession> {
  return deps.db.transaction().execute(async (trx) => {
    const owner = await takeOwnerLink(trx, hashToken(link), now);
    if (!owner) throw appError('OWNER_ERR_LINK_INVALID');
    const application = await findApplicationById(trx, owner.application_id);
    const role = application && ownerRole(deps.rules, application.product);
    if (!application || !role || !ownerMayEnter(deps.rules, application)) throw appError('OWNER_ERR_LINK_INVALID');
    return openOwnerSession(deps, trx, owner, application.product, role, now);
  });
}

/** A session of the owner's own, scoped to their item of one application, and its bearer token: however they signed in. */
export async function openOwnerSession(
  deps: Pick<OwnerDeps, 'auth'>,
  db: Kysely<Database>,
  owner: AdditionalOwnerRow,
  product: string,
  role: AdditionalOwnerRole,
  now: Date,
): Promise<OwnerSession> {
  const session = await insertOwnerSession(db, owner.id, now, new Date(now.getTime() + role.sessionMinutes * 60_000));
  const expiresAt = new Date(Math.floor(session.expires_at.getTime() / 1000) * 1000);
  const accessToken = await issueAccessToken(
    deps.auth.keys,
    deps.auth.issuer,
    { userId: owner.id, sessionId: session.id, authTime: now, passwordResetAt: null, expiresAt, issuedAt: now },
    OWNER_TOKEN_AUDIENCE,
  );
  return { accessToken, expiresAt: expiresAt.getTime(), product };
}

/** The owner and session behind a live owner's token, or null for any other token. */
export async function ownerOfToken(deps: Pick<OwnerDeps, 'db' | 'auth'>, token: string, now = new Date()): Promise<OwnerContext | null> {
  const verified = await verifyAccessToken(deps.auth.keys, deps.auth.issuer, token, OWNER_TOKEN_AUDIENCE);
  if (!verified) return null;
  const session = await findOwnerSession(deps.db, verified.sessionId, verified.userId);
  if (!session || session.revoked_at || session.expires_at <= now) return null;
  const owner = await findAdditionalOwner(deps.db, session.owner_id);
  return owner ? { owner, session } : null;
}

/**
 * A staff member the lender's provider signed in (with the staff client, OIDC_STAFF_CLIENT_ID):
 * the verified e-mail must name an existing, enabled staff member; the provider never creates
 * one. The provider's sign-in stands in for the password and the authenticator code: the lender
 * requires a second factor for the staff client at the provider (decision 56).
 * The console is handed its token in the address's fragment, which never reaches a server.
 */
import { findStaffByEmail, insertStaffSession } from '../../repositories/staff.repository';
import { SignInRefused, type VerifiedIdentity } from '../auth/oidc/oidc-sign-in';
import { issueStaffToken, type StaffSessionDeps, type StaffToken } from './staff-session.service';

export async function signInVerifiedStaff(deps: Omit<StaffSessionDeps, 'sealer'>, identity: VerifiedIdentity, now = new Date()): Promise<StaffToken> {
  const member = await findStaffByEmail(deps.db, identity.email);
  if (!member || member.disabled_at) throw new SignInRefused('not_staff', 'This account does not open the console. Ask an administrator to add you.');
  const session = await insertStaffSession(deps.db, {
    staff_id: member.id,
    created_at: now,
    expires_at: new Date(now.getTime() + deps.config.ops.staffSessionHours * 3_600_000),
  });
  return issueStaffToken(deps, session, now);
}

/** The console's sign-in page, handed the staff token in its fragment. */
export const STAFF_LOGIN_PATH = '/ops/login';

export function staffHandOverPath(token: StaffToken): string {
  return `${STAFF_LOGIN_PATH}#${new URLSearchParams({ staff_token: token.accessToken, expires_at: String(token.expiresAt) })}`;
}

/**
 * Staff sign-in: an e-mail, a password and the authenticator's current code, all three or nothing.
 * Every wrong answer reads the same and takes about the same time (an unknown e-mail is checked
 * against a dummy hash), and attempts are counted per account and address before any check, as
 * applicants' are; codes, once the password is right, per account whatever the address. A code is accepted once: a second sign-in with it is refused, even in parallel.
 * A staff session lives apart from applicants' (its own table, its own token audience).
 */
import type { Kysely } from 'kysely';
import type { Sealer } from '../../security/envelope-sealer';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { StaffMemberRow, StaffSessionRow } from '../../db/tables/staff.table';
import { appError } from '../../errors';
import { claimTotpStep, findStaffByEmail, findStaffSession, insertStaffSession, revokeStaffSessions } from '../../repositories/staff.repository';
import { issueAccessToken, STAFF_TOKEN_AUDIENCE, verifyAccessToken } from '../auth/access-tokens';
import { clearFailedAttempts, reserveAttempt } from '../auth/attempt-throttle';
import { verifyAgainstDummy, verifyPassword } from '../auth/password-hasher';
import { openTotpSecret } from './staff-accounts';
import { matchedTotpStep } from './staff-totp';

export interface StaffSessionDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'auth' | 'ops'>;
  sealer: Sealer;
}

/** Who is calling /api/ops: a staff member in a live session. */
export interface StaffContext {
  member: StaffMemberRow;
  session: StaffSessionRow;
}

export interface StaffToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export async function issueStaffToken(deps: Pick<StaffSessionDeps, 'config'>, session: StaffSessionRow, now: Date): Promise<StaffToken> {
  const { auth } = deps.config;
  const expiresAt = new Date(Math.min(now.getTime() + auth.accessTokenTtlSeconds * 1000, session.expires_at.getTime()));
  const accessToken = await issueAccessToken(
    auth.keys,
    auth.issuer,
    { userId: session.staff_id, sessionId: session.id, authTime: session.created_at, passwordResetAt: null, expiresAt, issuedAt: now },
    STAFF_TOKEN_AUDIENCE,
  );
  return { accessToken, expiresAt: expiresAt.getTime() };
}

export async function staffLogIn(
  deps: StaffSessionDeps,
  input: { email: string; password: string; code: string; address: string },
  now = new Date(),
): Promise<StaffToken & { member: StaffMemberRow }> {
  const key = { scope: 'staff_login' as const, subject: input.email.trim().toLowerCase(), address: input.address };
  await reserveAttempt(deps.db, deps.config.auth.loginLimit, key, now);
  const member = await findStaffByEmail(deps.db, key.subject);
  const passwordOk = member ? await verifyPassword(member.password_hash, input.password) : await verifyAgainstDummy(input.password);
  // Once the password is known the code is all that is left to guess: codes are counted per
  // account whatever the address (20 addresses get no more guesses than one). Only someone with
  // the password can spend this budget, so a stranger cannot lock the member out with it.
  const codeAttempt = member && passwordOk ? await reserveAttempt(deps.db, deps.config.auth.codeLimit, { ...key, scope: 'staff_code' }, now) : undefined;
  const step = member && passwordOk ? matchedTotpStep(await openTotpSecret(deps.sealer, member), input.code.trim(), now) : null;
  // One answer for every wrong part, and for a disabled account: nothing tells which part was wrong.
  if (!member || member.disabled_at || step === null || !(await claimTotpStep(deps.db, member.id, step))) {
    throw appError('AUTH_ERR_INVALID_CREDENTIALS', {}, { message: 'The e-mail address, password or code is incorrect.' });
  }
  await clearFailedAttempts(deps.db, key);
  await codeAttempt?.release();
  const session = await insertStaffSession(deps.db, {
    staff_id: member.id,
    created_at: now,
    expires_at: new Date(now.getTime() + deps.config.ops.staffSessionHours * 3_600_000),
  });
  return { ...(await issueStaffToken(deps, session, now)), member };
}

/** The staff member behind a token, or null: not a staff token, expired, revoked, or disabled. */
export async function authenticateStaffToken(deps: Omit<StaffSessionDeps, 'sealer'>, token: string, now = new Date()): Promise<StaffContext | null> {
  const { auth } = deps.config;
  const verified = await verifyAccessToken(auth.keys, auth.issuer, token, STAFF_TOKEN_AUDIENCE);
  if (!verified) return null;
  const found = await findStaffSession(deps.db, verified.sessionId, verified.userId);
  if (!found || found.session.revoked_at || found.session.expires_at <= now || found.member.disabled_at) return null;
  return found;
}

export function renewStaffToken(deps: Pick<StaffSessionDeps, 'config'>, staff: StaffContext, now = new Date()): Promise<StaffToken> {
  return issueStaffToken(deps, staff.session, now);
}

export async function staffLogOut(deps: Pick<StaffSessionDeps, 'db'>, staff: StaffContext): Promise<void> {
  await revokeStaffSessions(deps.db, { sessionId: staff.session.id }, new Date());
}

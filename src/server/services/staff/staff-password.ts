/**
 * A staff member changes their own password, in a session they signed in to with both factors.
 * The current password is asked again (a session left open is not enough) and attempts are
 * counted per account, as sign-ins are; the new one follows the applicants' rule and is not a
 * common password. Every other session of the member ends: whoever else held one is out.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { appError } from '../../errors';
import { revokeStaffSessions, updateStaffMember } from '../../repositories/staff.repository';
import { clearFailedAttempts, reserveAttempt } from '../auth/attempt-throttle';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { assertPasswordAllowed } from '../auth/password-policy';
import type { StaffContext } from './staff-session.service';

export async function changeStaffPassword(
  deps: { db: Kysely<Database>; config: Pick<Config, 'auth'> },
  staff: StaffContext,
  input: { currentPassword: string; newPassword: string; address: string },
  now = new Date(),
): Promise<void> {
  const key = { scope: 'staff_password' as const, subject: staff.member.id, address: input.address };
  await reserveAttempt(deps.db, deps.config.auth.loginLimit, key, now);
  if (!(await verifyPassword(staff.member.password_hash, input.currentPassword))) throw appError('STAFF_ERR_WRONG_PASSWORD');
  await clearFailedAttempts(deps.db, key);
  if (input.newPassword === input.currentPassword) throw appError('STAFF_ERR_SAME_PASSWORD');
  await assertPasswordAllowed(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await updateStaffMember(trx, staff.member.id, { password_hash: passwordHash });
    await revokeStaffSessions(trx, { staffId: staff.member.id, exceptSessionId: staff.session.id }, now);
  });
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { LockOption, ReaderFor } from './row-lock';
import type { NewStaffActionRow, NewStaffMemberRow, StaffMemberRow, StaffRole, StaffSessionRow } from '../db/tables/staff.table';

type Db = Kysely<Database> | Transaction<Database>;

export function insertStaffMember(db: Db, row: NewStaffMemberRow): Promise<StaffMemberRow> {
  return db.insertInto('staff_members').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findStaffByEmail(db: Db, email: string): Promise<StaffMemberRow | undefined> {
  return db.selectFrom('staff_members').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The member whose enrolment link's token hashes to this, locked for the enrolment when asked. */
export function findStaffByEnrolmentToken<O extends LockOption = LockOption>(
  reader: ReaderFor<O>,
  tokenSha256: string,
  options?: O,
): Promise<StaffMemberRow | undefined> {
  const db: Kysely<Database> = reader;
  const query = db.selectFrom('staff_members').selectAll().where('enrolment_token_sha256', '=', tokenSha256);
  return (options?.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function listStaffMembers(db: Db): Promise<StaffMemberRow[]> {
  return db.selectFrom('staff_members').selectAll().orderBy('email').execute();
}

export function updateStaffMember(
  db: Db,
  id: string,
  changes: Partial<{
    role: StaffRole;
    password_hash: string;
    totp_secret: string;
    totp_last_step: number | null;
    disabled_at: Date | null;
    enrolment_token_sha256: string | null;
    enrolment_expires_at: Date | null;
  }>,
): Promise<StaffMemberRow | undefined> {
  return db.updateTable('staff_members').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Records the step of an accepted code, unless that step (or a later one) was used already: the
 * compare-and-set makes two sign-ins racing with one code accept it once.
 */
export async function claimTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function insertStaffSession(db: Db, row: { staff_id: string; expires_at: Date; created_at: Date }): Promise<StaffSessionRow> {
  return db.insertInto('staff_sessions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findStaffSession(db: Db, sessionId: string, staffId: string): Promise<{ session: StaffSessionRow; member: StaffMemberRow } | undefined> {
  const session = await db.selectFrom('staff_sessions').selectAll().where('id', '=', sessionId).where('staff_id', '=', staffId).executeTakeFirst();
  if (!session) return undefined;
  const member = await db.selectFrom('staff_members').selectAll().where('id', '=', staffId).executeTakeFirst();
  return member ? { session, member } : undefined;
}

export async function revokeStaffSessions(db: Db, where: { sessionId?: string; staffId?: string; exceptSessionId?: string }, at: Date): Promise<void> {
  let query = db.updateTable('staff_sessions').set({ revoked_at: at }).where('revoked_at', 'is', null);
  if (where.sessionId) query = query.where('id', '=', where.sessionId);
  if (where.staffId) query = query.where('staff_id', '=', where.staffId);
  if (where.exceptSessionId) query = query.where('id', '<>', where.exceptSessionId);
  await query.execute();
}

/** Up to `limit` members' TOTP secrets after the id `after`, in id order, locked (a key rotation's batch). */
export function lockTotpSecrets(trx: Transaction<Database>, after: string | undefined, limit: number): Promise<Pick<StaffMemberRow, 'id' | 'totp_secret'>[]> {
  let query = trx.selectFrom('staff_members').select(['id', 'totp_secret']);
  if (after) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).forUpdate().execute();
}

/** One row of the staff audit. */
export async function insertStaffAction(db: Db, row: NewStaffActionRow): Promise<void> {
  await db.insertInto('staff_actions').values(row).execute();
}

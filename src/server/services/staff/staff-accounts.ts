/**
 * Staff accounts, as the `npm run staff` command manages them: never by sign-up. Adding one (or
 * resetting its second factor) answers the password and the TOTP secret once; only the password's
 * hash and the sealed secret are kept.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { StaffMemberRow, StaffRole } from '../../db/tables/staff.table';
import { findStaffByEmail, insertStaffMember, listStaffMembers, revokeStaffSessions, updateStaffMember } from '../../repositories/staff.repository';
import type { Sealer } from '../../security/envelope-sealer';
import { generatePassword } from '../auth/one-time-secrets';
import { hashPassword } from '../auth/password-hasher';
import { newTotpSecret, totpUri } from './staff-totp';

export const STAFF_ROLES: readonly StaffRole[] = ['ops', 'admin'];

export interface StaffAccountDeps {
  db: Kysely<Database>;
  sealer: Sealer;
}

/** What the person setting up the account hands over: shown once. */
export interface StaffCredentials {
  member: StaffMemberRow;
  password?: string;
  totpSecret: string;
  totpUri: string;
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const totpContext = (staffId: string) => `staff-totp:${staffId}`;

export class StaffAccountError extends Error {}
export class StaffMemberExistsError extends StaffAccountError {}

export function sealTotpSecret(sealer: Sealer, staffId: string, secret: string): string {
  return sealer.seal(secret, totpContext(staffId));
}

export function openTotpSecret(sealer: Sealer, member: Pick<StaffMemberRow, 'id' | 'totp_secret'>): Promise<string> {
  return sealer.open(member.totp_secret, totpContext(member.id));
}

/** The sealed secret under the current master key, or undefined when it already is. */
export function rewrapTotpSecret(sealer: Sealer, member: Pick<StaffMemberRow, 'id' | 'totp_secret'>): Promise<string | undefined> {
  return sealer.rewrap(member.totp_secret, totpContext(member.id));
}

export async function addStaffMember(deps: StaffAccountDeps, input: { email: string; fullName: string; role: StaffRole }): Promise<StaffCredentials> {
  const email = normalEmail(input.email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new StaffAccountError(`"${input.email}" is not an e-mail address.`);
  if (!STAFF_ROLES.includes(input.role)) throw new StaffAccountError(`The role must be one of ${STAFF_ROLES.join(', ')}.`);
  if (!input.fullName.trim()) throw new StaffAccountError('A staff member needs a name.');
  if (await findStaffByEmail(deps.db, email)) throw new StaffMemberExistsError(`${email} already has a staff account.`);
  const password = generatePassword();
  const totpSecret = newTotpSecret();
  const member = await deps.db.transaction().execute(async (trx) => {
    // The secret is sealed to the row's id, which the insert makes: insert, then seal in place.
    const row = await insertStaffMember(trx, {
      email,
      full_name: input.fullName.trim(),
      role: input.role,
      password_hash: await hashPassword(password),
      totp_secret: 'pending',
    });
    return (await updateStaffMember(trx, row.id, { totp_secret: sealTotpSecret(deps.sealer, row.id, totpSecret) }))!;
  });
  return { member, password, totpSecret, totpUri: totpUri(totpSecret, email) };
}

async function existing(deps: StaffAccountDeps, email: string): Promise<StaffMemberRow> {
  const member = await findStaffByEmail(deps.db, normalEmail(email));
  if (!member) throw new StaffAccountError(`No staff account for ${email}.`);
  return member;
}

/** A new second factor (a lost phone): the old codes stop working and every session ends. */
export async function resetStaffTotp(deps: StaffAccountDeps, email: string): Promise<StaffCredentials> {
  const member = await existing(deps, email);
  const totpSecret = newTotpSecret();
  const updated = await updateStaffMember(deps.db, member.id, { totp_secret: sealTotpSecret(deps.sealer, member.id, totpSecret), totp_last_step: null });
  await revokeStaffSessions(deps.db, { staffId: member.id }, new Date());
  return { member: updated!, totpSecret, totpUri: totpUri(totpSecret, member.email) };
}

export async function resetStaffPassword(deps: StaffAccountDeps, email: string): Promise<{ member: StaffMemberRow; password: string }> {
  const member = await existing(deps, email);
  const password = generatePassword();
  const updated = await updateStaffMember(deps.db, member.id, { password_hash: await hashPassword(password) });
  await revokeStaffSessions(deps.db, { staffId: member.id }, new Date());
  return { member: updated!, password };
}

export async function setStaffRole(deps: StaffAccountDeps, email: string, role: StaffRole): Promise<StaffMemberRow> {
  if (!STAFF_ROLES.includes(role)) throw new StaffAccountError(`The role must be one of ${STAFF_ROLES.join(', ')}.`);
  const member = await existing(deps, email);
  return (await updateStaffMember(deps.db, member.id, { role }))!;
}

/** Signs the member out everywhere and refuses their sign-ins; `enable` undoes it. */
export async function setStaffDisabled(deps: StaffAccountDeps, email: string, disabled: boolean): Promise<StaffMemberRow> {
  const member = await existing(deps, email);
  const at = new Date();
  if (disabled) await revokeStaffSessions(deps.db, { staffId: member.id }, at);
  return (await updateStaffMember(deps.db, member.id, { disabled_at: disabled ? at : null }))!;
}

export function listStaff(deps: Pick<StaffAccountDeps, 'db'>): Promise<StaffMemberRow[]> {
  return listStaffMembers(deps.db);
}

/**
 * A staff member added through the API sets up their own sign-in (decision 69): no answer to the
 * administrator, and no log, carries a secret the new member will use. The account is made with
 * a password nobody knows and a sealed second-factor secret, and the member is mailed a
 * single-use link that expires after ENROLMENT_HOURS. The link's token travels in the page's
 * fragment and the request body (never a URL the server logs) and only its hash is kept. Opening
 * it shows the member their authenticator secret; finishing it takes their own password and a
 * code from the authenticator, and ends the link. `npm run staff -- add` on the server still
 * prints credentials to the person at the server: that is how the first administrator starts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { StaffMemberRow, StaffRole } from '../../db/tables/staff.table';
import { appError } from '../../errors';
import { claimTotpStep, findStaffByEnrolmentToken, updateStaffMember } from '../../repositories/staff.repository';
import type { MailQueue } from '../mail/mail-queue';
import { hashPassword } from '../auth/password-hasher';
import { assertPasswordAllowed } from '../auth/password-policy';
import { addStaffMember, openTotpSecret, type StaffAccountDeps } from './staff-accounts';
import { staffEnrolmentMail } from './staff-enrolment-mail';
import { matchedTotpStep, totpUri } from './staff-totp';

export const ENROLMENT_HOURS = 72;
/** The console's enrolment page; the token follows in the fragment, which no request carries. */
export const ENROLMENT_PAGE_PATH = '/ops/enrol';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StaffEnrolmentDeps extends StaffAccountDeps {
  mail: MailQueue;
  publicUrl: string;
  lenderName: string;
}

/** Adds the member with no credential anyone knows and mails them their enrolment link; answers the member and when the link expires. */
export async function inviteStaffMember(
  deps: StaffEnrolmentDeps,
  input: { email: string; fullName: string; role: StaffRole },
  now = new Date(),
): Promise<{ member: StaffMemberRow; expiresAt: Date }> {
  // The generated password is never shown: it only makes the account refuse every sign-in until enrolment.
  const { member } = await addStaffMember(deps, input);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ENROLMENT_HOURS * 3600_000);
  await deps.db.transaction().execute(async (trx) => {
    await updateStaffMember(trx, member.id, { enrolment_token_sha256: hashToken(token), enrolment_expires_at: expiresAt });
    await deps.mail.queue(trx, {
      message: staffEnrolmentMail(member.email, {
        name: member.full_name,
        link: `${deps.publicUrl}${ENROLMENT_PAGE_PATH}#${token}`,
        hours: ENROLMENT_HOURS,
        lenderName: deps.lenderName,
      }),
    });
  });
  return { member, expiresAt };
}

async function pendingMember(db: Kysely<Database>, token: string, now: Date): Promise<StaffMemberRow> {
  const member = token.length >= 20 ? await findStaffByEnrolmentToken(db, hashToken(token)) : undefined;
  if (!member?.enrolment_expires_at || member.enrolment_expires_at <= now || member.disabled_at) throw appError('STAFF_ERR_ENROLMENT_INVALID');
  return member;
}

/** What the enrolment page shows the member: who they are and the secret for their authenticator app. */
export async function openStaffEnrolment(deps: StaffAccountDeps, token: string, now = new Date()) {
  const member = await pendingMember(deps.db, token, now);
  const secret = await openTotpSecret(deps.sealer, member);
  return { member, totpSecret: secret, totpUri: totpUri(secret, member.email), expiresAt: member.enrolment_expires_at! };
}

/** The member's own password and a code of their authenticator: the account works and the link is spent. */
export async function completeStaffEnrolment(
  deps: StaffAccountDeps,
  token: string,
  input: { password: string; code: string },
  now = new Date(),
): Promise<StaffMemberRow> {
  const member = await pendingMember(deps.db, token, now);
  const step = matchedTotpStep(await openTotpSecret(deps.sealer, member), input.code.trim(), now);
  if (step === null) throw appError('STAFF_ERR_ENROLMENT_CODE');
  await assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    // Two finishes at once: the second finds the link spent.
    const locked = await findStaffByEnrolmentToken(trx, hashToken(token), { forUpdate: true });
    if (!locked || locked.id !== member.id) throw appError('STAFF_ERR_ENROLMENT_INVALID');
    await claimTotpStep(trx, member.id, step);
    return (await updateStaffMember(trx, member.id, { password_hash: passwordHash, enrolment_token_sha256: null, enrolment_expires_at: null }))!;
  });
}

/**
 * Reapplication eligibility (spec 01 section 4, spec 02 section 7).
 *
 * Rule, on the user's latest application (by creation time):
 * - it is not in a terminal status and was created within the last 30 days -> IN_PROGRESS
 *   (the applicant should carry on with it);
 * - it was created within the last 30 days and is terminal -> INELIGIBLE_TO_REAPPLY
 *   (the 30-day reapplication wait);
 * - otherwise (no application, or the latest is older than 30 days, which is also past the
 *   30-day validity of an unfinished one) -> ELIGIBLE_TO_REAPPLY.
 *
 * When eligible, a 6-digit single-use code goes to the address; `POST /api/public/apps/user`
 * sets the password only with that code, so knowing an e-mail is not enough to take an account.
 */
import { isTerminalStatus } from '../applications/application-statuses';
import { findLatestApplication } from '../../repositories/applications.repository';
import { countRecentMailboxCodes, insertMailboxCode } from '../../repositories/mailbox-codes.repository';
import { findUserByEmail } from '../../repositories/users.repository';
import type { AuthServiceDeps } from '../service-deps';
import { setPasswordCodeMail } from './mail-templates';
import { generateNumericCode, hashUserCode } from './one-time-secrets';

export const REAPPLICATION_WAIT_DAYS = 30;

export type ReapplicationEligibility = 'INELIGIBLE_TO_REAPPLY' | 'IN_PROGRESS' | 'ELIGIBLE_TO_REAPPLY';

export function reapplicationEligibility(
  latest: { status: string; createdAt: Date } | undefined,
  now = new Date(),
): ReapplicationEligibility {
  if (!latest) return 'ELIGIBLE_TO_REAPPLY';
  const recent = now.getTime() - latest.createdAt.getTime() < REAPPLICATION_WAIT_DAYS * 86_400_000;
  if (!recent) return 'ELIGIBLE_TO_REAPPLY';
  return isTerminalStatus(latest.status) ? 'INELIGIBLE_TO_REAPPLY' : 'IN_PROGRESS';
}

export interface ReapplicationAnswer {
  reapplicationEligibility: ReapplicationEligibility;
  userId: string | null;
}

export async function checkReapplication(deps: AuthServiceDeps, email: string): Promise<ReapplicationAnswer> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { reapplicationEligibility: 'ELIGIBLE_TO_REAPPLY', userId: null };

  const latest = await findLatestApplication(deps.db, user.id);
  const eligibility = reapplicationEligibility(latest && { status: latest.status, createdAt: latest.created_at });
  if (eligibility === 'ELIGIBLE_TO_REAPPLY') await mailSetPasswordCode(deps, user.id, user.email);
  return { reapplicationEligibility: eligibility, userId: user.id };
}

async function mailSetPasswordCode(deps: AuthServiceDeps, userId: string, email: string): Promise<void> {
  const { mailedCodeTtlMinutes, codeLimit } = deps.config.auth;
  // Repeated checks must not flood the mailbox: at most as many live codes as tries allowed.
  const since = new Date(Date.now() - codeLimit.windowSeconds * 1000);
  if ((await countRecentMailboxCodes(deps.db, { userId, purpose: 'set_password', since })) >= codeLimit.perAccount) return;

  const code = generateNumericCode();
  await insertMailboxCode(deps.db, {
    userId,
    purpose: 'set_password',
    codeHash: hashUserCode(userId, code),
    expiresAt: new Date(Date.now() + mailedCodeTtlMinutes * 60_000),
  });
  await deps.mail.send(setPasswordCodeMail(email, code, mailedCodeTtlMinutes));
}

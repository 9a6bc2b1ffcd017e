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
 * The eligibility tells a stranger whether an e-mail has an account and whether it was declined,
 * so it is told only to whoever reads the account's mailbox: the public check answers the same
 * for every e-mail and mails the owner a code; the eligibility comes with the code.
 */
import type { ReapplicationAnswer, ReapplicationCodeAnswer, ReapplicationEligibility } from '../../../engine/contract/auth.contract';
import type { BackgroundTaskRunner } from '../../plugins/background-tasks';
import { findLatestApplication } from '../../repositories/applications.repository';
import { findUserByEmail, normaliseEmail } from '../../repositories/users.repository';
import type { ApplicationRules } from '../application-rules';
import type { AuthServiceDeps } from '../service-deps';
import { reserveAttempt } from './attempt-throttle';
import { mailCode, verifyMailedCode } from './mailed-code';

export const REAPPLICATION_WAIT_DAYS = 30;

/** `latest.closed`: the application is in a status its product's lifecycle never leaves. */
export function reapplicationEligibility(latest: { closed: boolean; createdAt: Date } | undefined, now = new Date()): ReapplicationEligibility {
  if (!latest) return 'ELIGIBLE_TO_REAPPLY';
  const recent = now.getTime() - latest.createdAt.getTime() < REAPPLICATION_WAIT_DAYS * 86_400_000;
  if (!recent) return 'ELIGIBLE_TO_REAPPLY';
  return latest.closed ? 'INELIGIBLE_TO_REAPPLY' : 'IN_PROGRESS';
}

/** The eligibility of an application, as its own product's lifecycle judges it. */
export function eligibilityOfApplication(
  rules: Pick<ApplicationRules, 'isTerminal'>,
  latest: { product: string; status: string; created_at: Date } | undefined,
  now = new Date(),
): ReapplicationEligibility {
  return reapplicationEligibility(latest && { closed: rules.isTerminal(latest.product, latest.status), createdAt: latest.created_at }, now);
}

/** The eligibility of a user, from their latest application of any product. */
export async function eligibilityOf(deps: Pick<AuthServiceDeps, 'db' | 'rules'>, userId: string): Promise<ReapplicationEligibility> {
  return eligibilityOfApplication(deps.rules, await findLatestApplication(deps.db, userId));
}

/**
 * The public check: every request counts, per e-mail and per address (429 past either). Known
 * and unknown e-mails get the same answer after the same work; the owner's code is mailed in
 * the background, so the answer does not wait for it.
 */
export async function requestReapplicationCode(
  deps: Pick<AuthServiceDeps, 'db' | 'config' | 'mail'> & { background: BackgroundTaskRunner },
  input: { email: string; address: string },
): Promise<ReapplicationCodeAnswer> {
  const subject = normaliseEmail(input.email);
  await reserveAttempt(deps.db, deps.config.auth.reapplicationLimit, { scope: 'reapplication', subject, address: input.address });
  const user = await findUserByEmail(deps.db, subject);
  if (user) deps.background.run('mail reapplication code', () => mailCode(deps, user));
  return { codeSent: true };
}

/** With the mailed code, the eligibility. The code stays usable for setting the password. */
export async function checkReapplicationWithCode(
  deps: Pick<AuthServiceDeps, 'db' | 'config' | 'rules'>,
  input: { email: string; code: string; address: string },
): Promise<ReapplicationAnswer> {
  const { user, attempt } = await verifyMailedCode(deps, input);
  const eligibility = await eligibilityOf(deps, user.id);
  await attempt.release();
  return { reapplicationEligibility: eligibility };
}

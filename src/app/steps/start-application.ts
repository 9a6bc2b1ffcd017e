/**
 * Basic info for a new applicant (spec 01 section 4): create a user with a generated password and
 * sign in, unless already signed in; then, either way, hand the answers over to the auth callback's
 * routing as its pending application, which creates it (moved to the next stage) and decides where
 * to go. An e-mail already registered runs the re-application check instead: the server mails the
 * account a code, and only with that code tells the eligibility that decides where to go.
 */
import { landingPage } from '../session/landing-page';
import { writeForm } from '../../engine/binding/form-binding';
import { nextStep } from '../../engine/graph/step-graph';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { ReapplicationEligibility } from '../../engine/contract/auth.contract';
import { checkReapplication, createUser, generateAccountPassword, logIn, requestReapplicationCode, setPasswordWithCode } from '../api/accounts';
import type { ApplicationRecord } from '../api/application.types';
import { createApplication, patchApplication } from '../api/applications';
import { ApiError } from '../api/http';
import { authCallbackDestination } from '../session/auth-callback-routing';
import { isSignedIn, startSession } from '../session/session-store';

export type ReapplicationOutcome =
  { kind: 'reapplication'; eligibility: Exclude<ReapplicationEligibility, 'ELIGIBLE_TO_REAPPLY'> } | { kind: 'choosePassword' };

type VerifyEmail = { kind: 'verifyEmail'; email: string };

export type StartOutcome = { kind: 'routed'; destination: string } | VerifyEmail;

export class UnknownReapplicationStateError extends Error {
  constructor(readonly state: unknown) {
    super(`Unknown re-application state: ${String(state)}`);
  }
}

interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

function applicantOf(document: Record<string, unknown>): Applicant {
  const owner = ((document.owners as Record<string, string>[] | undefined) ?? [])[0] ?? {};
  return { firstName: owner.firstName?.trim(), lastName: owner.lastName?.trim(), email: owner.email?.trim().toLowerCase() };
}

/** Creates the account (or reports why it cannot), leaving the new applicant signed in. */
export async function createAccount(applicant: Applicant): Promise<VerifyEmail | null> {
  const password = generateAccountPassword();
  try {
    await createUser({ ...applicant, password, passwordGenerated: true });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400 && error.reason === 'invalid_signup')) throw error;
    await requestReapplicationCode(applicant.email);
    return { kind: 'verifyEmail', email: applicant.email };
  }
  startSession(await logIn(applicant.email, password));
  return null;
}

/** With the code mailed to a returning applicant, where the re-application check leads. */
export async function reapplicationOutcome(email: string, code: string): Promise<ReapplicationOutcome> {
  const { reapplicationEligibility } = await checkReapplication(email, code);
  if (reapplicationEligibility === 'INELIGIBLE_TO_REAPPLY' || reapplicationEligibility === 'IN_PROGRESS') {
    return { kind: 'reapplication', eligibility: reapplicationEligibility };
  }
  if (reapplicationEligibility === 'ELIGIBLE_TO_REAPPLY') return { kind: 'choosePassword' };
  throw new UnknownReapplicationStateError(reapplicationEligibility);
}

/** A returning applicant who may re-apply sets a password with the mailed code and signs in. */
export async function setPasswordAndSignIn(email: string, code: string, password: string): Promise<void> {
  await setPasswordWithCode(email, code, password);
  startSession(await logIn(email, password));
}

/** Creates the application from the basic-info answers and moves it to the next stage. */
export async function createFromBasicInfo(cj: CompiledJourney, step: JourneyStep, formData: Record<string, unknown>): Promise<ApplicationRecord> {
  const document = writeForm(step, {}, formData);
  const created = await createApplication({
    createAppData: { ...applicantOf(document), product: cj.journey.product, ...(landingPage() ? { landingPageUrl: landingPage() } : {}) },
    patchAppData: document,
  });
  const next = nextStep(cj, step.id, created.data);
  return next ? patchApplication(created.id, { stage: next.stage, patch: [], version: created.version }) : created;
}

/** A signed-in applicant's answers go through the auth callback's routing, as a new account's do. */
export async function routeSignedIn(cj: CompiledJourney, step: JourneyStep, formData: Record<string, unknown>): Promise<StartOutcome> {
  const destination = await authCallbackDestination({ query: new URLSearchParams(), pending: () => createFromBasicInfo(cj, step, formData) });
  return { kind: 'routed', destination };
}

export async function startApplication(cj: CompiledJourney, step: JourneyStep, formData: Record<string, unknown>): Promise<StartOutcome> {
  if (!isSignedIn()) {
    const refused = await createAccount(applicantOf(writeForm(step, {}, formData)));
    if (refused) return refused;
  }
  return routeSignedIn(cj, step, formData);
}

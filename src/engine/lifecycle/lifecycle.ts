/**
 * The lifecycle a journey declares (spec 01 section 4): which stages belong to which status,
 * where an application starts and where submission takes it, and which moves between statuses
 * are allowed. Every reader of statuses, in the browser and on the server, asks here.
 */
import type { DecisionOutcome } from '../decision/decision.types';
import type { Journey } from '../journey/journey.types';

export function statusOfStage(journey: Journey, stage: string): string | undefined {
  for (const [status, { stages }] of Object.entries(journey.lifecycle.statuses)) if (stages.includes(stage)) return status;
  return undefined;
}

export function stagesOfStatus(journey: Journey, status: string): readonly string[] {
  return journey.lifecycle.statuses[status]?.stages ?? [];
}

/** The first stage of a status: where an application lands when its status changes. */
export function landingStage(journey: Journey, status: string): string | undefined {
  return stagesOfStatus(journey, status)[0];
}

export function lifecycleStatuses(journey: Journey): string[] {
  return Object.keys(journey.lifecycle.statuses);
}

export function statusTitle(journey: Journey, status: string): string {
  return journey.lifecycle.statuses[status]?.title ?? status;
}

/** A status the application never leaves (no next statuses). */
export function isTerminal(journey: Journey, status: string): boolean {
  return (journey.lifecycle.statuses[status]?.next ?? []).length === 0;
}

/** The statuses nothing leaves, in the lifecycle table's order. */
export function terminalStatuses(journey: Journey): string[] {
  return Object.keys(journey.lifecycle.statuses).filter((status) => isTerminal(journey, status));
}

/** Whether an application in `from` may move to `to`; staying in a status is not a move. */
export function mayMove(journey: Journey, from: string, to: string): boolean {
  return (journey.lifecycle.statuses[from]?.next ?? []).includes(to);
}

/** The statuses an application may move to `to` from (their `next` lists it). */
export function statusesLeadingTo(journey: Journey, to: string): string[] {
  return Object.keys(journey.lifecycle.statuses).filter((status) => mayMove(journey, status, to));
}

/** Whether staff may re-open an application that ended in `from` to `to` (never the applicant). */
export function mayReopen(journey: Journey, from: string, to: string): boolean {
  return isTerminal(journey, from) && (journey.lifecycle.statuses[from]?.reopen ?? []).includes(to);
}

/** Whether the applicant may change answers in this status: some step of it is a form. */
export function isEditable(journey: Journey, status: string): boolean {
  return journey.steps.some((step) => step.form && step.status === status);
}

/** The statuses a journey names for the steps of its decision and offer workflow. */
export type LifecycleRole = 'documentsReceived' | 'offerAccepted' | 'offerExpired' | 'expired' | 'withdrawnByCustomer';

/** The status a journey names for a role; `journey validate` refuses a journey that needs it and names none. */
export function roleStatus(journey: Journey, role: LifecycleRole): string {
  const status = journey.lifecycle[role];
  if (!status) throw new Error(`Journey "${journey.product}" names no lifecycle.${role} status`);
  return status;
}

/** The status a decision with this outcome moves a submitted application to. */
export function statusOfOutcome(journey: Journey, outcome: DecisionOutcome): string {
  const status = journey.lifecycle.decided?.[outcome];
  if (!status) throw new Error(`Journey "${journey.product}" names no lifecycle.decided.${outcome} status`);
  return status;
}

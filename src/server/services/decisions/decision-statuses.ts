/**
 * The statuses of the decision workflow (spec 01 section 4). A decision's outcome is also the
 * status it moves the application to; a conditional approval moves on to 'documents received'
 * when the applicant says the documents asked for are uploaded, and the lender verifies them
 * from there. The lifecycle table declares their stages and which moves are allowed.
 */
import type { DecisionOutcome } from '../../../engine/decision/decision.types';

/** The status an application takes when it is decided with this outcome. */
export function statusOfOutcome(outcome: DecisionOutcome): string {
  return outcome;
}

/** A conditional approval waits here for the documents it asks for. */
export const AWAITING_DOCUMENTS_STATUS = statusOfOutcome('CONDITIONAL');

/** The applicant uploaded every document asked for; the lender verifies them next. */
export const DOCUMENTS_RECEIVED_STATUS = 'ADDITIONAL_DOC_UPLOAD';

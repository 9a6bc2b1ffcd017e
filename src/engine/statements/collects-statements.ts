/**
 * Whether a product collects bank statements: one of its steps is the statement screen. A
 * renewal (the lender holds the borrower's history) may have none; its application then has no
 * bank connection and takes no statement uploads.
 */
import type { Journey } from '../journey/journey.types';

/** The registry name of the statement-collection screen (src/screens/registry.ts keys it by this). */
export const STATEMENT_SCREEN = 'statementCollect';

export function collectsStatements(journey: Pick<Journey, 'steps'>): boolean {
  return journey.steps.some((step) => step.screen === STATEMENT_SCREEN);
}

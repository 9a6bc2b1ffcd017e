/**
 * How long an application may stay in its journey's initial status (spec 01 section 4: valid 30
 * days from creation). One rule for the server, which expires lapsed applications, and the
 * browser, which tells the applicant the date.
 */
import type { LifecycleTable } from '../journey/journey.types';

const DAY_MS = 86_400_000;

/** The moment the application lapses; undefined when it cannot (submitted already, or no validity). */
export function validUntil(lifecycle: Pick<LifecycleTable, 'initial' | 'validForDays'>, status: string, createdAt: Date): Date | undefined {
  if (lifecycle.validForDays === undefined || status !== lifecycle.initial) return undefined;
  return new Date(createdAt.getTime() + lifecycle.validForDays * DAY_MS);
}

/**
 * Whether an application stored at a status and stage still has a page in a newer revision of
 * its journey, and where the journey's `migrations` send it when not. An application is
 * stranded when its status is gone from the lifecycle, or its stage belongs to no step any more
 * (a stage its revision gave a step, or one the lifecycle no longer lists under its status).
 * A stage that never had a step and that the lifecycle still lists keeps its status page.
 */
import type { Journey, JourneyStep } from '../journey/journey.types';
import { getAt, setAt } from '../json-pointer';

export interface StoredPlace {
  status: string;
  stage: string;
}

export type StrandedReason = 'statusRemoved' | 'stageRemoved';

/** `before`: the revision the application was saved under, when known. */
export function strandedReason(after: Journey, place: StoredPlace, before?: Journey): StrandedReason | undefined {
  const status = after.lifecycle.statuses[place.status];
  if (!status) return 'statusRemoved';
  if (after.steps.some((s) => s.stage === place.stage)) return undefined;
  const hadStep = before?.steps.some((s) => s.stage === place.stage) ?? false;
  return hadStep || !status.stages.includes(place.stage) ? 'stageRemoved' : undefined;
}

/** The step the journey's `migrations.stages` names for applications stored at `stage`. */
export function migrationStep(after: Journey, stage: string): JourneyStep | undefined {
  const id = after.migrations?.stages?.[stage];
  return id === undefined ? undefined : after.steps.find((s) => s.id === id);
}

export interface MovedAnswer {
  from: string;
  to: string;
}

/**
 * The document with each answer stored at an old path of `migrations.paths` moved to its new
 * path. An answer already at the new path wins (the applicant gave it under the new revision);
 * the old one is then left where it is, so nothing is lost either way.
 */
export function migratedAnswers<T>(after: Journey, document: T): { document: T; moved: MovedAnswer[] } {
  let next = document;
  const moved: MovedAnswer[] = [];
  for (const [from, to] of Object.entries(after.migrations?.paths ?? {})) {
    const value = getAt(next, from);
    if (value === undefined || getAt(next, to) !== undefined) continue;
    next = setAt(setAt(next, to, value), from, undefined);
    moved.push({ from, to });
  }
  return { document: next, moved };
}

/** The status <-> stage table of spec 01 section 4, as the journey's lifecycle declares it. */
import type { Journey } from '../journey/journey.types';

export function statusOfStage(journey: Journey, stage: string): string | undefined {
  for (const [status, stages] of Object.entries(journey.lifecycle)) if (stages.includes(stage)) return status;
  return undefined;
}

export function stagesOfStatus(journey: Journey, status: string): readonly string[] {
  return journey.lifecycle[status] ?? [];
}

/** The first stage of a status: where an application lands when its status changes. */
export function landingStage(journey: Journey, status: string): string | undefined {
  return stagesOfStatus(journey, status)[0];
}

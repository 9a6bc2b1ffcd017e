import { describe, expect, it } from 'vitest';
import { currentStep, routeFor, type ApplicationPlace } from '../../src/engine/graph/current-step';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';
import type { JourneyStep } from '../../src/engine/journey/journey.types';
import { lifecycleStatuses, stagesOfStatus } from '../../src/engine/lifecycle/lifecycle';
import { completeTlApplication, journeys } from './fixtures';

/** Follows the router's decisions from a URL (a step, or the product root) until a page renders. */
function land(cj: CompiledJourney, from: JourneyStep | undefined, place: ApplicationPlace): { page: string; hops: number } {
  let step = from;
  for (let hops = 0; hops < 5; hops++) {
    const decision = routeFor(cj, step, place);
    if (decision.kind === 'render') return { page: step!.id, hops };
    if (decision.kind === 'statusPage') return { page: 'statusPage', hops };
    step = decision.to;
  }
  throw new Error(`redirects loop from ${from?.id ?? 'the root'} for ${place.status}/${place.stage}`);
}

describe('routing an application to its page', async () => {
  const all = await journeys();

  for (const cj of all) {
    const documents = [{}, completeTlApplication];
    it(`${cj.journey.product}: every status and stage, from every URL, lands on a page within one redirect`, () => {
      for (const status of lifecycleStatuses(cj.journey)) {
        for (const stage of [...stagesOfStatus(cj.journey, status), 'NoSuchStage']) {
          for (const data of documents) {
            const place = { status, stage, data };
            for (const from of [undefined, ...cj.journey.steps]) {
              const landed = land(cj, from, place);
              expect(landed.hops).toBeLessThanOrEqual(1);
              const target = currentStep(cj, status, stage, data);
              if (landed.page !== from?.id) expect(landed.page).toBe(target?.id ?? 'statusPage');
            }
          }
        }
      }
    });
  }

  it('a decided application whose status has no step lands on the status page, not on basic info', async () => {
    const cj = all.find((j) => j.journey.product === 'tl')!;
    const place = { status: 'CONDITIONAL', stage: 'ConditionalOfferPassed', data: completeTlApplication };
    if (currentStep(cj, place.status, place.stage, place.data)) return; // the journey has a page for it
    expect(routeFor(cj, undefined, place)).toEqual({ kind: 'statusPage' });
    expect(routeFor(cj, cj.journey.steps[0], place)).toEqual({ kind: 'statusPage' });
    expect(routeFor(cj, cj.step('InReview'), place)).toEqual({ kind: 'statusPage' });
  });

  it('a submitted application opens In Review from any application step', async () => {
    const cj = all.find((j) => j.journey.product === 'tl')!;
    const place = { status: 'SUBMITTED', stage: 'ApplicationInReview', data: completeTlApplication };
    expect(routeFor(cj, cj.journey.steps[0], place)).toEqual({ kind: 'redirect', to: cj.step('InReview') });
    expect(routeFor(cj, cj.step('InReview'), place)).toEqual({ kind: 'render' });
  });
});

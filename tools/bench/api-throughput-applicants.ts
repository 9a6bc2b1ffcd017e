/**
 * The throughput bench's applications, filled as a real applicant leaves them before submitting:
 * every step of the tl journey answered through the portal's API as the browser sends it (the
 * journey-load bench's applicant, without the submit), the sandbox bank's statements in, two
 * owners, and their dates of birth and other personal answers sealed in the database.
 */
import path from 'node:path';
import { planJourney, readJourneySteps } from './journey-load-answers';
import { applyAsBrowserDoes, type HeldApplication } from './journey-load-applicant';
import { Recorder } from './journey-load-recorder';

const PRODUCT = 'tl';

/** `count` applicants of the running portal at `origin`, each holding one filled application at its last step. */
export async function filledApplications(origin: string, count: number): Promise<HeldApplication[]> {
  const steps = await readJourneySteps(path.resolve('journeys'), PRODUCT);
  const recorder = new Recorder();
  const setUp = AbortSignal.timeout(5 * 60_000);
  const run = Date.now();
  return Promise.all(
    Array.from({ length: count }, (_, n) => {
      const plan = planJourney(steps, PRODUCT, `bench.${n}.${run}@example.com.au`, n);
      return applyAsBrowserDoes({
        origin,
        plan: { ...plan, steps: plan.steps.filter((step) => step.kind !== 'submit') },
        recorder,
        signal: setUp,
        at: () => {},
      });
    }),
  );
}

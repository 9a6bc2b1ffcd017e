/**
 * The engine-backed rules the applications service consults on every change: the journeys
 * are read and compiled once at start-up, with the same pipeline the browser runs.
 */
import { compileJourney } from '../../engine/journey/compile-journey';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { checkApplicationChange } from '../../engine/lifecycle/check-change';
import type { ApplicationRules } from '../services/application-rules';
import { assembleFolder, readJourneyFolder } from '../journeys/read-journeys';

export function journeyRules(journeys: readonly CompiledJourney[]): ApplicationRules {
  const byProduct = new Map(journeys.map((cj) => [cj.journey.product, cj]));
  const journeyOf = (product: string) => {
    const cj = byProduct.get(product);
    if (!cj) throw new Error(`No journey for product "${product}"`);
    return cj;
  };
  return {
    products: () => [...byProduct.keys()],
    initialStage: (product) => journeyOf(product).journey.steps[0].stage,
    checkChange(change) {
      const verdict = checkApplicationChange(journeyOf(change.product), change);
      return verdict.ok
        ? verdict
        : { ok: false, errors: verdict.errors.map(({ path, key, message }) => ({ path, key, message })) };
    },
  };
}

export async function loadCompiledJourneys(journeysDir: string): Promise<CompiledJourney[]> {
  const folder = await readJourneyFolder(journeysDir);
  return assembleFolder(folder).map((journey) => compileJourney(journey, folder.catalogue));
}

export async function createJourneyRules(journeysDir: string): Promise<ApplicationRules> {
  return journeyRules(await loadCompiledJourneys(journeysDir));
}

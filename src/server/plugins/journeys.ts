/**
 * The engine-backed rules the applications service consults on every change: the journeys
 * are read and compiled once at start-up, with the same pipeline the browser runs.
 */
import { compileJourney } from '../../engine/journey/compile-journey';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { checkApplicationChange } from '../../engine/lifecycle/check-change';
import { stagesOfStatus } from '../../engine/lifecycle/lifecycle';
import { checkSubmission } from '../../engine/lifecycle/check-submission';
import type { ApplicationRules } from '../services/application-rules';
import { metaSchemaChecker } from '../journeys/check-meta-schema';
import { assembleFolder, readJourneyFolder } from '../journeys/read-journeys';

const violation = ({ path, key, message }: { path: string; key: string; message: string }) => ({ path, key, message });

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
    lifecycleStages: (product, status) => stagesOfStatus(journeyOf(product).journey, status),
    checkChange(change) {
      const verdict = checkApplicationChange(journeyOf(change.product), change);
      return verdict.ok
        ? verdict
        : { ok: false, errors: verdict.errors.map(violation) };
    },
    checkSubmission(product, document, ruleRecords = []) {
      const verdict = checkSubmission(journeyOf(product), document, ruleRecords);
      return verdict.ok ? verdict : { ok: false, errors: verdict.errors.map(violation), steps: verdict.steps };
    },
  };
}

/** Reads, checks against schemas/journey.schema.json, assembles and compiles every journey once. */
export async function loadCompiledJourneys(journeysDir: string): Promise<CompiledJourney[]> {
  const folder = await readJourneyFolder(journeysDir);
  const meta = folder.documents['journey.schema.json'];
  const check = metaSchemaChecker(meta);
  const problems = [
    ...folder.sources.flatMap((s) => check(s.file, s.json, 'journey')),
    ...Object.values(folder.fragments).flatMap((f) => check(f.file, f.json, 'fragment')),
  ];
  if (problems.length > 0) {
    throw new Error(`Invalid journeys (run npx journey validate journeys):\n${problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`).join('\n')}`);
  }
  return assembleFolder(folder).map((journey) => compileJourney(journey, folder.catalogue));
}

export async function createJourneyRules(journeysDir: string): Promise<ApplicationRules> {
  return journeyRules(await loadCompiledJourneys(journeysDir));
}

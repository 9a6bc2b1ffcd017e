/**
 * A journey file plus its fragments (steps overridden as the file says) -> one Journey with
 * self-contained schemas.
 * Reading files is the caller's job (Node reads the disk, the browser bundles them), so the
 * engine stays free of I/O.
 */
import type { Journey, JourneyFile, JourneyFragment, JourneyStep, LifecycleTable, LifecycleTablePatch } from './journey.types';
import { fillJourneyFigures } from './journey-figures';
import { resolveRefs, type SchemaDocuments } from './resolve-refs';
import { composeSteps, mergePatch } from './step-overrides';
import type { MessageCatalogue } from '../validation/messages';

const SELF = '#journey';

export class MissingFragmentError extends Error {
  readonly code = 'JOURNEY_ERR_MISSING_FRAGMENT';
  constructor(
    readonly include: string,
    readonly product: string,
  ) {
    super(`Journey "${product}" includes "${include}", which was not found`);
  }
}

/** `messages`: the product's own texts over the shared catalogue's, kept with the journey so the browser and the server read the same. */
export function assembleJourney(
  file: JourneyFile,
  fragments: Readonly<Record<string, JourneyFragment>>,
  documents: SchemaDocuments,
  messages?: MessageCatalogue,
): Journey {
  // Local refs (`#/limits/...`) in any step resolve against the journey file itself.
  const withSelf: SchemaDocuments = { ...documents, [SELF]: { ...file } };
  const included = (file.includes ?? []).map((include) => {
    const fragment = fragments[include];
    if (!fragment) throw new MissingFragmentError(include, file.product);
    return { include, steps: fragment.steps ?? [], lifecycle: fragment.lifecycle };
  });
  let lifecycle = mergeLifecycles(
    included.map((i) => i.lifecycle),
    file.lifecycle,
  );
  const steps: JourneyStep[] = composeSteps(file.product, file.steps, included, file.overrides).map(({ step }) => step);
  lifecycle = withStepStages(lifecycle, steps);
  const initial = lifecycle.initial ?? file.steps[0]?.status;
  if (!initial) throw new Error(`Journey "${file.product}" declares no initial status and has no first step`);
  const journey: Journey = {
    product: file.product,
    title: file.title,
    ...(file.siteDefault ? { siteDefault: true } : {}),
    ...(file.locale ? { locale: file.locale } : {}),
    ...(file.withoutApplication ? { withoutApplication: file.withoutApplication } : {}),
    ...(file.account ? { account: file.account } : {}),
    ...(file.flashLoan ? { flashLoan: true } : {}),
    limits: file.limits,
    ...(file.personalData ? { personalData: file.personalData } : {}),
    ...(file.offers ? { offers: file.offers } : {}),
    ...(file.checkout ? { checkout: file.checkout } : {}),
    ...(file.decision ? { decision: file.decision } : {}),
    ...(file.renewal ? { renewal: file.renewal } : {}),
    ...(file.migrations ? { migrations: file.migrations } : {}),
    ...(messages && Object.keys(messages).length > 0 ? { messages } : {}),
    lifecycle: { ...lifecycle, initial, submitted: lifecycle.submitted ?? initial },
    steps: steps.map((step, i) => resolveRefs(step, withSelf, `/steps/${i}`, SELF) as JourneyStep),
  };
  // Texts live in the steps and the lifecycle's statuses; the figures they name anywhere in the journey.
  return { ...journey, steps: fillJourneyFigures(journey.steps, journey), lifecycle: fillJourneyFigures(journey.lifecycle, journey) };
}

/**
 * Each step's stage belongs to the status the step names, so a product adding a step need not
 * copy a shared fragment's whole list of stages: the stage is added after the listed ones (a
 * status's first stage, where a move to it lands, stays the one the lifecycle lists first). A
 * status the lifecycle does not have, or a stage listed under another status than its step's, is
 * left for `journey validate` to refuse.
 */
export function withStepStages(lifecycle: LifecycleTable, steps: readonly JourneyStep[]): LifecycleTable {
  const statuses = { ...lifecycle.statuses };
  // A stage listed under some status stays where it is listed; journey validate judges it there.
  const listed = new Set(Object.values(statuses).flatMap((entry) => entry.stages));
  for (const { status, stage } of steps) {
    const entry = statuses[status];
    if (entry && !listed.has(stage)) {
      statuses[status] = { ...entry, stages: [...entry.stages, stage] };
      listed.add(stage);
    }
  }
  return { ...lifecycle, statuses };
}

/**
 * The fragments' lifecycles (an earlier include's status wins over a later one's, whole), then
 * the journey's own: each of its other keys replaces the fragments', each of its statuses is
 * merged into the fragments' entry key by key (JSON Merge Patch, as step overrides are), so a
 * product adding a move to a shared status writes that status's `next` alone. Whether every
 * merged entry is whole is `journey validate`'s to judge.
 */
export function mergeLifecycles(fragments: readonly (LifecycleTable | undefined)[], own: LifecycleTablePatch | undefined): LifecycleTable {
  const base = fragments.reduceRight<LifecycleTable>(
    (later, earlier) => (earlier ? { ...later, ...earlier, statuses: { ...later.statuses, ...earlier.statuses } } : later),
    { statuses: {} },
  );
  if (!own) return base;
  return { ...base, ...own, statuses: mergePatch(base.statuses, own.statuses) as LifecycleTable['statuses'] };
}

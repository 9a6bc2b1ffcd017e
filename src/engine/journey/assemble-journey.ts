/**
 * A journey file plus its fragments -> one Journey with self-contained schemas.
 * Reading files is the caller's job (Node reads the disk, the browser bundles them), so the
 * engine stays free of I/O.
 */
import type { Journey, JourneyFile, JourneyFragment, JourneyStep, LifecycleTable } from './journey.types';
import type { JsonSchema } from '../json-schema.types';
import { fillJourneyFigures } from './journey-figures';
import { resolveRefs, type SchemaDocuments } from './resolve-refs';

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

export function assembleJourney(file: JourneyFile, fragments: Readonly<Record<string, JourneyFragment>>, documents: SchemaDocuments): Journey {
  // Local refs (`#/limits/...`) in any step resolve against the journey file itself.
  const withSelf: SchemaDocuments = { ...documents, [SELF]: file as unknown as JsonSchema };
  const steps: JourneyStep[] = [...file.steps];
  let lifecycle: LifecycleTable = file.lifecycle ?? { statuses: {} };
  for (const include of file.includes ?? []) {
    const fragment = fragments[include];
    if (!fragment) throw new MissingFragmentError(include, file.product);
    steps.push(...(fragment.steps ?? []));
    lifecycle = mergeLifecycles(fragment.lifecycle, lifecycle);
  }
  const initial = lifecycle.initial ?? file.steps[0]?.status;
  if (!initial) throw new Error(`Journey "${file.product}" declares no initial status and has no first step`);
  const journey: Journey = {
    product: file.product,
    title: file.title,
    ...(file.siteDefault ? { siteDefault: true } : {}),
    ...(file.withoutApplication ? { withoutApplication: file.withoutApplication } : {}),
    ...(file.account ? { account: file.account } : {}),
    limits: file.limits,
    ...(file.personalData ? { personalData: file.personalData } : {}),
    ...(file.offers ? { offers: file.offers } : {}),
    ...(file.checkout ? { checkout: file.checkout } : {}),
    ...(file.decision ? { decision: file.decision } : {}),
    ...(file.renewal ? { renewal: file.renewal } : {}),
    lifecycle: { ...lifecycle, initial, submitted: lifecycle.submitted ?? initial },
    steps: steps.map((step, i) => resolveRefs(step, withSelf, `/steps/${i}`, SELF) as JourneyStep),
  };
  // Texts live in the steps and the lifecycle's statuses; the figures they name anywhere in the journey.
  return { ...journey, steps: fillJourneyFigures(journey.steps, journey), lifecycle: fillJourneyFigures(journey.lifecycle, journey) };
}

/** The journey's own lifecycle entries win over a fragment's, status by status. */
export function mergeLifecycles(base: LifecycleTable | undefined, own: LifecycleTable): LifecycleTable {
  if (!base) return own;
  return { ...base, ...own, statuses: { ...base.statuses, ...own.statuses } };
}

/**
 * A journey file plus its fragments -> one Journey with self-contained schemas.
 * Reading files is the caller's job (Node reads the disk, the browser bundles them), so the
 * engine stays free of I/O.
 */
import type { Journey, JourneyFile, JourneyFragment, JourneyStep } from './journey.types';
import type { JsonSchema } from '../json-schema.types';
import { resolveRefs, type SchemaDocuments } from './resolve-refs';

const SELF = '#journey';

export class MissingFragmentError extends Error {
  readonly code = 'JOURNEY_ERR_MISSING_FRAGMENT';
  constructor(readonly include: string, readonly product: string) {
    super(`Journey "${product}" includes "${include}", which was not found`);
  }
}

export function assembleJourney(
  file: JourneyFile,
  fragments: Readonly<Record<string, JourneyFragment>>,
  documents: SchemaDocuments,
): Journey {
  // Local refs (`#/limits/...`) in any step resolve against the journey file itself.
  const withSelf: SchemaDocuments = { ...documents, [SELF]: file as unknown as JsonSchema };
  const steps: JourneyStep[] = [...file.steps];
  let lifecycle = { ...(file.lifecycle ?? {}) };
  for (const include of file.includes ?? []) {
    const fragment = fragments[include];
    if (!fragment) throw new MissingFragmentError(include, file.product);
    steps.push(...(fragment.steps ?? []));
    lifecycle = { ...(fragment.lifecycle ?? {}), ...lifecycle };
  }
  return {
    product: file.product,
    title: file.title,
    limits: file.limits,
    lifecycle,
    steps: steps.map((step, i) => resolveRefs(step, withSelf, `/steps/${i}`, SELF) as JourneyStep),
  };
}

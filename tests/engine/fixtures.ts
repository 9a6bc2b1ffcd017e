import { loadCompiledJourneys } from '../../src/server/journeys/journey-rules';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';

let cached: Promise<CompiledJourney[]> | undefined;

/** The real journeys folder, compiled once per test file. */
export function journeys(): Promise<CompiledJourney[]> {
  cached ??= loadCompiledJourneys('journeys');
  return cached;
}

export async function tl(): Promise<CompiledJourney> {
  const found = (await journeys()).find((j) => j.journey.product === 'tl');
  if (!found) throw new Error('tl journey missing');
  return found;
}

export { completeTlApplication, coOwner, withAdditionalOwners } from '../../tools/fixtures/tl-application';

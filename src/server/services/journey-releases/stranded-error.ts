/**
 * The start-up's refusal of a release that would strand stored applications: how many, where,
 * and the `migrations` entry that would say where they go.
 */
import type { StrandedReason } from '../../../engine/release/stranded-place';

export interface StrandedGroup {
  product: string;
  status: string;
  stage: string;
  reason: StrandedReason;
  count: number;
}

const why: Record<StrandedReason, (group: StrandedGroup) => string> = {
  statusRemoved: (g) => `${g.count} in status ${g.status} (stage ${g.stage}): the lifecycle has no such status any more`,
  stageRemoved: (g) => `${g.count} at stage ${g.stage} (status ${g.status}): no step has this stage any more`,
};

export class JourneyReleaseError extends Error {
  readonly code = 'JOURNEY_ERR_STRANDED_APPLICATIONS';
  readonly stranded: readonly StrandedGroup[];
  constructor(stranded: readonly StrandedGroup[]) {
    const ordered = [...stranded].sort((a, b) => `${a.product}\0${a.stage}\0${a.status}`.localeCompare(`${b.product}\0${b.stage}\0${b.status}`));
    super(strandedMessage(ordered));
    this.stranded = ordered;
    this.name = 'JourneyReleaseError';
  }
}

function strandedMessage(stranded: readonly StrandedGroup[]): string {
  const total = stranded.reduce((sum, g) => sum + g.count, 0);
  const products = [...new Set(stranded.map((g) => g.product))];
  return [
    `This release of the journeys would strand ${total} stored application(s); the server does not start until the journey says where they go.`,
    ...stranded.map((g) => `  ${g.product}: ${why[g.reason](g)}`),
    ...products.map((product) => {
      const stages = [...new Set(stranded.filter((g) => g.product === product).map((g) => g.stage))];
      return `Add to ${product}'s journey file: "migrations": {"stages": {${stages.map((s) => `"${s}": "<step id>"`).join(', ')}}}`;
    }),
    '`npx journey diff <old-journeys> <new-journeys>` lists everything the release changes.',
  ].join('\n');
}

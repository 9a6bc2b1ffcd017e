/**
 * The policy decides within the time In Review waits for it (decision 72): every journey's
 * `decision.delaySeconds` is below the default wait (`APPROVED_MAX_DELAY_SECONDS`, or the
 * flash-loan wait for a `flashLoan` product), else every applicant would be told a credit
 * analyst will review their application before the policy has answered.
 */
import { expect, it } from 'vitest';
import { loadClientSettings } from '../../src/server/config';
import { maxDecisionWaitSeconds } from '../../src/engine/decision/decision-wait';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';

const journeys = assembleFolder(await readJourneyFolder('journeys'));
const settings = loadClientSettings({});

it.each(journeys.filter((journey) => journey.decision).map((journey) => [journey.product, journey] as const))(
  '%s: the policy decides before In Review hands over to a credit analyst',
  (_product, journey) => {
    const delay = journey.decision?.delaySeconds ?? 0;
    expect(delay).toBeLessThan(maxDecisionWaitSeconds(settings, journey));
  },
);

import { describe, expect, it } from 'vitest';
import { readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { mermaidGraph } from '../../tools/journey/graph';

describe('journey graph', () => {
  it('draws the steps and the lifecycle: moves between statuses, and the page each status lands on', async () => {
    const graph = mermaidGraph(await readJourneyFolder('journeys', 'schemas'));
    expect(graph).toContain('BasicInfo --> FundingNeeds');
    expect(graph).toContain('%% tl: lifecycle (initial IN_PROGRESS, submitted SUBMITTED)');
    expect(graph).toContain('APPROVED["APPROVED<br/>/tl/approved/offer"]');
    expect(graph).toContain('APPROVED --> CHECKOUT_STARTED');
    expect(graph).toContain('COMPLETED(["COMPLETED<br/>/tl/checkout/congratulations"])');
    expect(graph).not.toContain('COMPLETED -->');
  });
});

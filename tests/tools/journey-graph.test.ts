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

  it('draws the renewal product too, with the steps its confirm page edits in place', async () => {
    const graph = mermaidGraph(await readJourneyFolder('journeys', 'schemas'));
    expect(graph).toContain('%% renewal-tl: Business term loan renewal: steps');
    expect(graph).toContain('ConfirmInformation --> AdditionalInfo');
    expect(graph).toContain('ConfirmInformation -.->|edits| ConfirmOwners');
    expect(graph).toContain('APPROVED["APPROVED<br/>/renewal-tl/approved/offer"]');
  });
});

// @vitest-environment happy-dom
/** A limit changed in the journey changes what the applicant reads: the loan amount's help and the ownership total's mark. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { FormStep } from '../../src/app/steps/form-step';
import { stepDrafts } from '../../src/app/steps/use-step-session';
import { system } from '../../src/app/theme';
import { compileJourney } from '../../src/engine/journey/compile-journey';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';
import type { JourneyFile } from '../../src/engine/journey/journey.types';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { withAdditionalOwners } from '../../tools/fixtures/tl-application';
import '../support/lazy-widgets-loaded';

afterEach(() => {
  cleanup();
  stepDrafts.clear();
});

/** The tl journey with some of its limits changed, compiled as the server compiles it. */
async function tlWith(limits: Partial<JourneyFile['limits']>): Promise<CompiledJourney> {
  const folder = await readJourneyFolder('journeys', 'schemas');
  const source = folder.sources.find((s) => s.json.product === 'tl')!;
  const json: JourneyFile = { ...source.json, limits: { ...source.json.limits, ...limits } };
  const [journey] = assembleFolder({ ...folder, sources: [{ ...source, json }] });
  return compileJourney(journey, folder.catalogue);
}

function renderStep(cj: CompiledJourney, stepId: string, document: Record<string, unknown> = {}) {
  return render(
    <ChakraProvider value={system}>
      <FormStep cj={cj} step={cj.step(stepId)} document={document} records={[]} onContinue={async () => undefined} />
    </ChakraProvider>,
  );
}

describe("the journey's limits on screen", () => {
  it("the loan amount's help shows the journey's amounts", async () => {
    renderStep(await tlWith({}), 'FundingNeeds');
    expect(document.getElementById('root_desiredLoanAmount__help')?.textContent).toBe('$10,000-$300,000, in steps of $1,000.');
    cleanup();
    renderStep(await tlWith({ loanAmount: { min: 5000, max: 150000, step: 500 } }), 'FundingNeeds');
    expect(document.getElementById('root_desiredLoanAmount__help')?.textContent).toBe('$5,000-$150,000, in steps of $500.');
  });

  it("the ownership summary marks a total above the journey's most", async () => {
    // 40% and two owners of 30%: 100%.
    const application = withAdditionalOwners(2, 40);
    const total = () => [...document.querySelectorAll('tfoot td')].map((cell) => cell.textContent).join('|');
    renderStep(await tlWith({}), 'AdditionalOwners', application);
    expect(total()).toContain('|100%|');
    cleanup();
    stepDrafts.clear();
    renderStep(await tlWith({ maxTotalOwnership: 90 }), 'AdditionalOwners', application);
    expect(total()).toContain('100% (more than 90%)');
  });
});

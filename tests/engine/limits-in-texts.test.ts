/**
 * A limit is written once: the journey's loan amount limits reach the field's help and its
 * messages, and a rule record's parameter its message, so changing the number changes the texts.
 */
import { describe, expect, it } from 'vitest';
import { uiSchemaWithLabels } from '../../src/engine/binding/form-view';
import { compileJourney } from '../../src/engine/journey/compile-journey';
import type { JourneyFile } from '../../src/engine/journey/journey.types';
import { evaluateRecords } from '../../src/engine/rules/evaluate-records';
import { validateForm } from '../../src/engine/validation/validate-step';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { tl } from './fixtures';

type Ui = Record<string, Record<string, unknown>>;

/** The tl journey compiled with its loan amount limits changed. */
async function tlWithLoanAmount(loanAmount: { min: number; max: number; step: number }) {
  const folder = await readJourneyFolder('journeys', 'schemas');
  const source = folder.sources.find((s) => s.json.product === 'tl')!;
  const json: JourneyFile = { ...source.json, limits: { ...source.json.limits, loanAmount } };
  const [journey] = assembleFolder({ ...folder, sources: [{ ...source, json }] });
  return compileJourney(journey, folder.catalogue);
}

const helpOf = (cj: Awaited<ReturnType<typeof tl>>) => {
  const form = cj.step('FundingNeeds').form!;
  return (uiSchemaWithLabels(form.schema, form.uiSchema) as Ui).desiredLoanAmount['ui:help'];
};

const messageFor = (cj: Awaited<ReturnType<typeof tl>>, amount: number) =>
  validateForm(cj, 'FundingNeeds', { desiredLoanAmount: amount }, 'draft').find((e) => e.path === '/desiredLoanAmount')?.message;

describe('limits in texts', () => {
  it("the loan amount's help reads the journey's limits", async () => {
    const cj = await tl();
    expect(cj.catalogue.loanAmountMin).toContain('{minimum:money}');
    expect(helpOf(cj)).toBe('$10,000-$300,000, in steps of $1,000.');
    const changed = await tlWithLoanAmount({ min: 20000, max: 250000, step: 5000 });
    expect(helpOf(changed)).toBe('$20,000-$250,000, in steps of $5,000.');
  });

  it("the loan amount's messages read them too, on the same pipeline the server runs", async () => {
    const changed = await tlWithLoanAmount({ min: 20000, max: 250000, step: 5000 });
    expect(messageFor(changed, 15000)).toBe('Please enter a value greater than $20,000.');
    expect(messageFor(changed, 255000)).toBe('Please enter a value less than $250,000.');
    expect(messageFor(changed, 20000)).toBeUndefined();
  });

  it("a rule record's message shows the record's own parameter", async () => {
    const cj = await tl();
    const total = (max: string) => [
      {
        jsonPath: '$.coOwners[*].percentOwnership',
        errorKey: 'totalOwnershipMax',
        rules: [
          {
            ruleType: { validationRuleType: 'totalOwnershipMax' },
            ruleParameters: [{ parameter: max }, { parameter: '$.owners[*].percentOwnership' }, { parameter: '$.coOwners[*].percentOwnership' }],
          },
        ],
      },
    ];
    const document = { owners: [{ percentOwnership: 60 }], coOwners: [{ percentOwnership: 35 }] };
    expect(evaluateRecords(total('100'), document, cj.catalogue)).toEqual([]);
    expect(evaluateRecords(total('90'), document, cj.catalogue).map((e) => e.message)).toEqual([
      'Total ownership for the business cannot exceed 90%. Please review your responses.',
    ]);
  });

  it('the ownership summary is given the journey limit it marks a total against', async () => {
    const cj = await tl();
    const options = (cj.step('AdditionalOwners').form!.uiSchema as Ui).ownershipSummary['ui:options'] as { maxTotal?: unknown };
    expect(options.maxTotal).toBe(cj.journey.limits.maxTotalOwnership);
  });
});

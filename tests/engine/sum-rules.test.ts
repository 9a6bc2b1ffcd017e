/**
 * Rules comparing an answer with a total (atLeastSum, atMostSum), the refusal of a list where a
 * comparison reads one answer, and the other answers a rule reads counting as its own: the server
 * judges the rule when one of them changes, and the browser shows it once one of them was left.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { evaluateRecords } from '../../src/engine/rules/evaluate-records';
import { parameterProblems } from '../../src/engine/rules/rule-parameters';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { ruleTypes } from '../../src/engine/rules/rule-types';
import { shownErrors } from '../../src/engine/step-session/shown-errors';
import type { MessageCatalogue } from '../../src/engine/validation/messages';
import { validateStep } from '../../src/engine/validation/validate-step';
import { ruleRecordShapeProblems } from '../../src/server/services/validation-rules/read-rule-records';
import { tl } from './fixtures';

const catalogue = JSON.parse(await readFile('journeys/messages.en-AU.json', 'utf8')) as MessageCatalogue;
const record = (validationRuleType: string, parameters: string[], jsonPath = '$.fundingNeeds.desiredLoanAmount', errorKey?: string): RuleRecord => ({
  jsonPath,
  rules: [{ ruleType: { validationRuleType }, ruleParameters: parameters.map((parameter) => ({ parameter })) }],
  ...(errorKey ? { errorKey } : {}),
});
const application = (amount: number, ...invoices: unknown[]) => ({
  fundingNeeds: { desiredLoanAmount: amount },
  invoices: invoices.map((value) => ({ amount: value })),
});

describe('an answer compared with a total', () => {
  const covered = [record('atMostSum', ['$.invoices[*].amount'])];

  it('atMostSum: the amount asked for may not exceed what the invoices add up to', () => {
    expect(evaluateRecords(covered, application(60000, 40000, 20000), catalogue)).toEqual([]);
    expect(evaluateRecords(covered, application(60000, 40000, 19999), catalogue)).toEqual([
      {
        path: '/fundingNeeds/desiredLoanAmount',
        key: 'atMostSum',
        params: [59999],
        message: 'The value must not be more than the total, 59999.',
        source: 'atMostSum',
        rank: 5500,
        involves: ['/invoices/0/amount', '/invoices/1/amount'],
      },
    ]);
  });

  it('atLeastSum: the amount at least the total; numbers typed as text count, other answers do not', () => {
    const atLeast = [record('atLeastSum', ['$.invoices[*].amount'])];
    expect(evaluateRecords(atLeast, application(60000, '30000', 30000, 'soon'), catalogue)).toEqual([]);
    expect(evaluateRecords(atLeast, application(60000, '30000', 30001), catalogue)).toMatchObject([
      { key: 'atLeastSum', params: [60001], message: 'The value must be at least the total, 60001.' },
    ]);
  });

  it('adds up every path it is given', () => {
    const two = [record('atMostSum', ['$.invoices[*].amount', '$.deposits[*]'])];
    expect(evaluateRecords(two, { ...application(60000, 50000), deposits: [5000, 5000] }, catalogue)).toEqual([]);
    expect(evaluateRecords(two, { ...application(60000, 50000), deposits: [5000] }, catalogue)).toMatchObject([{ params: [55000] }]);
  });

  it('passes while nothing is there to add up, and says nothing of a missing answer', () => {
    expect(evaluateRecords(covered, application(60000), catalogue)).toEqual([]);
    expect(evaluateRecords(covered, { invoices: [{ amount: 10 }] }, catalogue)).toEqual([]);
  });

  it("fills a text of the lender's own with the total, in dollars", () => {
    const own = [record('atMostSum', ['$.invoices[*].amount'], '$.fundingNeeds.desiredLoanAmount', 'invoicesShort')];
    const texts = { ...catalogue, invoicesShort: 'Your invoices add up to {0:money}, less than you asked for.' };
    expect(evaluateRecords(own, application(60000, 40000, 12500), texts)).toMatchObject([
      { message: 'Your invoices add up to $52,500, less than you asked for.' },
    ]);
  });

  it('declares its parameters: one or more JSONPaths, lists welcome', () => {
    expect(parameterProblems(ruleTypes.atMostSum.parameters, ['$.invoices[*].amount', '$..deposit'])).toEqual([]);
    expect(parameterProblems(ruleTypes.atLeastSum.parameters, [])).toEqual(['needs 1 parameter (path), has 0']);
    expect(parameterProblems(ruleTypes.atLeastSum.parameters, ['invoices'])).toEqual(['ruleParameters/0 must be a JSONPath starting with $, not "invoices"']);
  });
});

describe('a list where one answer is meant', () => {
  const pointToSum = 'to compare with their total use atLeastSum or atMostSum';

  it('is refused for the comparisons and confirmations, naming the sum rules', () => {
    expect(parameterProblems(ruleTypes.atMostField.parameters, ['$.invoices[*].amount'])).toEqual([
      `ruleParameters/0 must name one answer, but "$.invoices[*].amount" names every item of a list: ${pointToSum}`,
    ]);
    expect(parameterProblems(ruleTypes.atLeastField.parameters, ['$.coOwners[*].percentOwnership'])).toEqual([
      `ruleParameters/0 must name one answer, but "$.coOwners[*].percentOwnership" names every item of a list: ${pointToSum}`,
    ]);
    for (const many of ['$..amount', '$.invoices[?(@.amount>1)].amount', '$.invoices[0,1].amount']) {
      expect(parameterProblems(ruleTypes.confirmPassword.parameters, [many]), many).toEqual([
        `ruleParameters/0 must name one answer, but "${many}" may name several answers: ${pointToSum}`,
      ]);
    }
  });

  it('is not a single answer named by member or index', () => {
    for (const one of ['$.fundingNeeds.desiredLoanAmount', '$.owners[0].percentOwnership', "$['fundingNeeds']['desiredLoanAmount']"]) {
      expect(parameterProblems(ruleTypes.atLeastField.parameters, [one]), one).toEqual([]);
    }
  });

  it('is found at the parameter, where `journey validate` gives its line', () => {
    const records = [record('blank', []), record('atMostField', ['$.invoices[*].amount'], '$.equipment.cost')];
    expect(ruleRecordShapeProblems(records, 'invoices.rules.json')).toEqual([
      {
        pointer: '/1/rules/0/ruleParameters/0/parameter',
        message: `invoices.rules.json[1] ($.equipment.cost): rules/0 (atMostField): ruleParameters/0 must name one answer, but "$.invoices[*].amount" names every item of a list: ${pointToSum}`,
      },
    ]);
  });
});

describe('the other answers a rule reads', () => {
  const sharesCovered = [
    record(
      'atLeastSum',
      ['$.coOwners[1].percentOwnership', '$.coOwners[2].percentOwnership', '$.owners[*].percentOwnership'],
      '$.coOwners[0].percentOwnership',
    ),
  ];
  const document = {
    owners: [{ percentOwnership: '10' }],
    business: { _extension: { hasAdditionalOwners: true } },
    coOwners: [{ percentOwnership: '20' }, { percentOwnership: '15' }, { percentOwnership: '10' }],
  };

  it("are those of the rule's step: another step's answer is judged with its own step", async () => {
    const [error] = validateStep(await tl(), 'AdditionalOwners', document, 'draft', sharesCovered).filter((e) => e.source === 'atLeastSum');
    expect(error).toMatchObject({
      path: '/coOwners/0/percentOwnership',
      params: [35],
      involves: ['/coOwners/1/percentOwnership', '/coOwners/2/percentOwnership'],
    });
  });

  it('show its error once the applicant has left one of them', () => {
    const error = { path: '/cost', key: 'atMostSum', message: 'Too dear.', source: 'atMostSum', involves: ['/invoices/1/amount'] };
    const left = (...touched: string[]) => ({ touched: new Set(touched), controls: new Set<string>() });
    expect(shownErrors([error], [], false, left())).toEqual([]);
    expect(shownErrors([error], [], false, left('invoices'))).toEqual([error]);
    expect(shownErrors([error], [], false, left('cost'))).toEqual([error]);
  });
});

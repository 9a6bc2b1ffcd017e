/**
 * A decision rule that sends an application to a status of the product's own instead of deciding
 * (`status` in place of an outcome): the policy answers the status, and `journey validate` finds a
 * rule sending to no status, to one the submitted status may not move to, one carrying terms, and
 * one with neither an outcome nor a status, each at its line.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decide } from '../../src/engine/decision/decide';
import type { DecisionFacts } from '../../src/engine/decision/decision-facts';
import type { DecisionPolicy } from '../../src/engine/decision/decision.types';
import { isError } from '../../src/server/journeys/diagnostics';
import { readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));

const referStep = {
  id: 'Referred',
  route: 'application/referred',
  stage: 'Referred',
  status: 'REFERRED',
  guards: ['auth', 'application'],
  screen: 'statusPage',
  screenProps: {
    title: 'An underwriter is looking at your application',
    message: 'We will be in touch.',
    actions: [{ label: 'Back to Home', action: 'backToHome' }],
  },
};
const submittedNext = ['CONDITIONAL', 'APPROVED', 'DECLINED', 'INELIGIBLE', 'OPS_WITHDRAWN', 'CUSTOMER_WITHDRAWN'];
const referredLifecycle = {
  statuses: {
    SUBMITTED: { next: [...submittedNext, 'REFERRED'] },
    REFERRED: { title: 'With an underwriter', stages: ['Referred'], next: ['APPROVED', 'DECLINED', 'OPS_WITHDRAWN', 'CUSTOMER_WITHDRAWN'] },
  },
};

/** A copy of the journeys whose tl policy starts with `rules`, with the REFERRED status and its page unless `lifecycle` says otherwise. */
async function withRules(rules: object[], lifecycle: object = referredLifecycle) {
  const dir = await copyOfJourneys();
  const file = path.join(dir, 'tl.journey.json');
  const journey = JSON.parse(await readFile(file, 'utf8')) as { steps: unknown[]; decision: DecisionPolicy };
  const written = {
    ...journey,
    steps: [...journey.steps, referStep],
    lifecycle,
    decision: { ...journey.decision, rules: [...rules, ...journey.decision.rules] },
  };
  const text = JSON.stringify(written, null, 2);
  await writeFile(file, text);
  const folder = await readJourneyFolder(dir, 'schemas');
  const findings = validateJourneys(folder, meta)
    .filter(isError)
    .map((d) => ({ ...d, file: path.relative(dir, d.file), ...locate(d.file === file ? text : '', d.pointer) }));
  const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  return { findings, lineOf };
}

describe('decide: a rule that routes', () => {
  it('answers the status of the first matching rule that routes, and no terms', () => {
    const policy: DecisionPolicy = {
      delaySeconds: 0,
      rules: [
        { id: 'refer-large', when: { properties: { requestedAmount: { minimum: 200000 } } }, status: 'REFERRED' },
        { id: 'approve', outcome: 'APPROVED', maxAmount: 100000, tier: 'A' },
      ],
    };
    const always = () => (facts: DecisionFacts) => facts.requestedAmount >= 200000;
    expect(decide(policy, { requestedAmount: 250000 } as DecisionFacts, always)).toEqual({ ruleId: 'refer-large', status: 'REFERRED' });
    expect(decide(policy, { requestedAmount: 50000 } as DecisionFacts, always)).toMatchObject({ ruleId: 'approve', outcome: 'APPROVED' });
  });
});

describe('journey validate: decision rules that route to a status', () => {
  it('accepts a rule sending large requests to a status of the product that review may move to', async () => {
    const { findings } = await withRules([{ id: 'refer-large', when: { properties: { requestedAmount: { minimum: 200000 } } }, status: 'REFERRED' }]);
    expect(findings).toEqual([]);
  });

  it('finds a status the lifecycle lacks, one review may not move to, terms on a routing rule and a rule of neither kind, at their lines', async () => {
    const { findings, lineOf } = await withRules(
      [
        { id: 'refer-typo', status: 'REFFERED' },
        { id: 'refer-completed', status: 'COMPLETED' },
        { id: 'refer-with-terms', status: 'REFERRED', maxAmount: 50000 },
        { id: 'refer-nowhere', when: { properties: { requestedAmount: { minimum: 1 } } } },
        // A status an outcome moves to: the lifecycle would refuse it without a decision.
        { id: 'refer-approved', status: 'APPROVED' },
        { id: 'refer-withdrawn', status: 'OPS_WITHDRAWN' },
      ],
      referredLifecycle,
    );
    expect(findings.map(({ code, pointer, line, message }) => ({ code, pointer, line, message }))).toEqual([
      {
        code: 'JOURNEY_ERR_UNKNOWN_STATUS',
        pointer: '/decision/rules/0/status',
        line: lineOf('"REFFERED"'),
        message: 'rule "refer-typo" sends the application to "REFFERED", which is not a status of the lifecycle',
      },
      {
        code: 'JOURNEY_ERR_DECISION_OUTCOME_NOT_ALLOWED',
        pointer: '/decision/rules/1/status',
        line: lineOf('"status": "COMPLETED"'),
        message: 'rule "refer-completed" sends the application to COMPLETED, but the lifecycle does not move SUBMITTED to it',
      },
      {
        code: 'JOURNEY_ERR_DECISION_TERMS',
        pointer: '/decision/rules/2/maxAmount',
        line: lineOf('"maxAmount": 50000'),
        message: 'rule "refer-with-terms" sends the application to REFERRED undecided: it has no maxAmount',
      },
      {
        code: 'JOURNEY_ERR_DECISION_TERMS',
        pointer: '/decision/rules/3',
        line: lineOf('"refer-nowhere"') - 1,
        message: 'rule "refer-nowhere" needs an outcome, or a status to send the application to',
      },
      ...['APPROVED', 'OPS_WITHDRAWN'].map((status, i) => ({
        code: 'JOURNEY_ERR_DECISION_OUTCOME_NOT_ALLOWED',
        pointer: `/decision/rules/${4 + i}/status`,
        line: lineOf(`"status": "${status}"`),
        message: `rule "refer-${status === 'APPROVED' ? 'approved' : 'withdrawn'}" sends the application to ${status}, a status the lifecycle keeps for a decision or an end: route to a status of the product's own, and let staff decide there`,
      })),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { compileJourney } from '../../src/engine/journey/compile-journey';
import type { Journey } from '../../src/engine/journey/journey.types';
import { furthestStep, isStepReachable, nextStep, previousStep, stepPath } from '../../src/engine/graph/step-graph';
import { completeTlApplication, tl } from './fixtures';

const limits = {
  loanAmount: { min: 1, max: 2, step: 1 },
  maxOwners: 9,
  additionalOwnerThreshold: 25,
  minAddedOwnerShare: 20,
  minTotalOwnership: 50,
  maxTotalOwnership: 100,
};
const form = (prop: string) => ({ schema: { type: 'object', required: [prop], properties: { [prop]: { type: 'string' } } } });

/** A branch: trusts answer an extra step. */
const branching: Journey = {
  product: 'test',
  title: 'Branching',
  limits,
  lifecycle: {
    initial: 'IN_PROGRESS',
    submitted: 'SUBMITTED',
    statuses: { IN_PROGRESS: { title: 'In progress', stages: ['A', 'T', 'B'], next: ['SUBMITTED'] }, SUBMITTED: { title: 'In review', stages: ['R'] } },
  },
  steps: [
    {
      id: 'A',
      route: 'a',
      stage: 'A',
      status: 'IN_PROGRESS',
      guards: [],
      form: form('kind'),
      next: [{ to: 'T', when: { properties: { kind: { const: 'trust' } }, required: ['kind'] } }, { to: 'B' }],
    },
    { id: 'T', route: 't', stage: 'T', status: 'IN_PROGRESS', guards: [], form: form('trustName'), next: [{ to: 'B' }] },
    { id: 'B', route: 'b', stage: 'B', status: 'IN_PROGRESS', guards: [], form: form('name') },
    { id: 'R', route: 'r', stage: 'R', status: 'SUBMITTED', guards: [], screen: 'x' },
  ],
};

describe('step graph', () => {
  const cj = compileJourney(branching, { blank: 'Required.' });

  it('takes the first transition whose condition holds', () => {
    expect(nextStep(cj, 'A', { kind: 'trust' })?.id).toBe('T');
    expect(nextStep(cj, 'A', { kind: 'company' })?.id).toBe('B');
    expect(nextStep(cj, 'B', {})).toBeUndefined();
  });

  it('the path follows the data, and previous steps follow the path', () => {
    expect(stepPath(cj, { kind: 'trust' }).map((s) => s.id)).toEqual(['A', 'T', 'B']);
    expect(stepPath(cj, { kind: 'company' }).map((s) => s.id)).toEqual(['A', 'B']);
    expect(previousStep(cj, 'B', { kind: 'trust' })?.id).toBe('T');
    expect(previousStep(cj, 'B', { kind: 'company' })?.id).toBe('A');
    expect(previousStep(cj, 'A', {})).toBeUndefined();
  });

  it('the furthest step stops at the first incomplete step before the stored stage', () => {
    expect(furthestStep(cj, { kind: 'trust' }, 'B').id).toBe('T');
    expect(furthestStep(cj, { kind: 'trust', trustName: 'X' }, 'B').id).toBe('B');
    expect(furthestStep(cj, { kind: 'company' }, 'A').id).toBe('A');
    expect(furthestStep(cj, {}, 'R').id).toBe('R');
  });

  it('routes beyond the furthest step are not reachable', () => {
    expect(isStepReachable(cj, 'A', { kind: 'trust' }, 'B')).toBe(true);
    expect(isStepReachable(cj, 'T', { kind: 'trust' }, 'B')).toBe(true);
    expect(isStepReachable(cj, 'B', { kind: 'trust' }, 'B')).toBe(false);
    expect(isStepReachable(cj, 'T', { kind: 'company' }, 'B')).toBe(false);
  });

  it('the tl journey runs from basic info to review and submit', async () => {
    const journey = await tl();
    const path = stepPath(journey, completeTlApplication).map((s) => s.id);
    expect(path.slice(0, 5)).toEqual(['BasicInfo', 'FundingNeeds', 'BusinessInfo', 'MoreBusinessInfo', 'PersonalInfo']);
    expect(path.slice(-2)).toEqual(['AdditionalOwners', 'ReviewAndSubmit']);
    expect(furthestStep(journey, completeTlApplication, 'PersonalInfo').id).toBe('PersonalInfo');
    expect(furthestStep(journey, { owners: [{ firstName: 'Jane' }] }, 'PersonalInfo').id).toBe('BasicInfo');
  });
});

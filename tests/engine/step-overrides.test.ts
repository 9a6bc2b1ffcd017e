/** A product's overrides of its fragments' steps: the merge, what an override may touch, and the assembled journey. */
import { describe, expect, it } from 'vitest';
import { assembleJourney } from '../../src/engine/journey/assemble-journey';
import type { JourneyFile, JourneyFragment, JourneyStep } from '../../src/engine/journey/journey.types';
import { composeSteps, isOverridden, mergePatch, overriddenParts, StepOverrideError } from '../../src/engine/journey/step-overrides';

const inReview: JourneyStep = {
  id: 'InReview',
  route: 'application/in_review',
  stage: 'ApplicationInReview',
  status: 'SUBMITTED',
  guards: ['auth', 'application'],
  title: 'Thanks, your application is in review',
  screen: 'inReview',
  screenProps: { nextSteps: [{ title: 'Apply', text: 'Your application is with us.' }], footnote: 'Kept' },
};
const basicInfo: JourneyStep = {
  id: 'BasicInfo',
  route: 'application/basic_info',
  stage: 'BasicInfo',
  status: 'IN_PROGRESS',
  guards: ['public'],
  form: { schema: { type: 'object', properties: { name: { type: 'string' } } }, uiSchema: { name: { 'ui:help': 'Your name', 'ui:autofocus': true } } },
};
const fragment: JourneyFragment = {
  steps: [inReview],
  lifecycle: { statuses: { IN_PROGRESS: { title: 'In progress', stages: ['BasicInfo'], next: ['SUBMITTED'] }, SUBMITTED: { title: 'Submitted', stages: [] } } },
};
const limits = {
  loanAmount: { min: 1, max: 2, step: 1 },
  maxOwners: 1,
  additionalOwnerThreshold: 25,
  minAddedOwnerShare: 20,
  minTotalOwnership: 50,
  maxTotalOwnership: 100,
};
const product = (id: string, overrides?: JourneyFile['overrides']): JourneyFile => ({
  product: id,
  title: id,
  includes: ['after.fragment.json'],
  limits,
  steps: [basicInfo],
  ...(overrides ? { overrides } : {}),
});

describe('a JSON Merge Patch of a step (RFC 7386)', () => {
  it('merges objects key by key at any depth, replaces arrays and other values, and removes a key set to null', () => {
    const patched = mergePatch(inReview, {
      title: 'We have your application',
      screenProps: { nextSteps: [{ title: 'Review', text: 'Soon.' }], footnote: null },
    });
    expect(patched).toEqual({
      ...inReview,
      title: 'We have your application',
      screenProps: { nextSteps: [{ title: 'Review', text: 'Soon.' }] },
    });
    expect(inReview.screenProps?.footnote).toBe('Kept');
    expect(mergePatch(basicInfo, { form: { uiSchema: { name: { 'ui:help': 'Full name' } } } })).toEqual({
      ...basicInfo,
      form: { ...basicInfo.form, uiSchema: { name: { 'ui:help': 'Full name', 'ui:autofocus': true } } },
    });
  });

  it('names what an override sets as pointers into the step, a removal as such', () => {
    const parts = overriddenParts({ title: 'T', screenProps: { nextSteps: [], footnote: null } });
    expect(parts).toEqual([
      { pointer: '/title', removed: false },
      { pointer: '/screenProps/nextSteps', removed: false },
      { pointer: '/screenProps/footnote', removed: true },
    ]);
    expect(isOverridden(parts, '/screenProps/nextSteps/0/title')).toBe(true);
    expect(isOverridden(parts, '/screenProps')).toBe(false);
    expect(isOverridden(parts, '/titles')).toBe(false);
  });
});

describe('composing a journey with overrides', () => {
  it('applies the override to the fragment step and says where each step comes from', () => {
    const composed = composeSteps('p', [basicInfo], [{ include: 'after.fragment.json', steps: [inReview] }], { InReview: { title: 'Ours' } });
    expect(composed.map(({ step, origin }) => [step.id, step.title, origin])).toEqual([
      ['BasicInfo', undefined, { index: 0 }],
      ['InReview', 'Ours', { include: 'after.fragment.json', index: 0, overridden: [{ pointer: '/title', removed: false }] }],
    ]);
  });

  it('refuses an override of a step no fragment has, of a step of the product itself, and of a fixed key', () => {
    const included = [{ include: 'after.fragment.json', steps: [inReview] }];
    expect(() => composeSteps('p', [basicInfo], included, { InRevue: { title: 'x' } })).toThrow(StepOverrideError);
    expect(() => composeSteps('p', [basicInfo], included, { BasicInfo: { title: 'x' } })).toThrow(/no included fragment has that step/);
    for (const key of ['id', 'route', 'aliases', 'stage', 'status', 'screen'])
      expect(() => composeSteps('p', [basicInfo], included, { InReview: { [key]: 'X' } })).toThrow(`${key} cannot be overridden`);
  });

  it('changes the overriding product only: another product including the fragment, and the fragment, keep its text', () => {
    const fragments = { 'after.fragment.json': fragment };
    const before = JSON.stringify(fragment);
    const refined = assembleJourney(
      product('refined', { InReview: { title: 'Thanks, your equipment loan is in review', screenProps: { nextSteps: [{ title: 'Ours', text: 'Ours.' }] } } }),
      fragments,
      {},
    );
    const plain = assembleJourney(product('plain'), fragments, {});
    const stepOf = (journey: typeof plain) => journey.steps.find((s) => s.id === 'InReview')!;
    expect(stepOf(refined)).toMatchObject({
      title: 'Thanks, your equipment loan is in review',
      stage: 'ApplicationInReview',
      screenProps: { nextSteps: [{ title: 'Ours', text: 'Ours.' }], footnote: 'Kept' },
    });
    expect(stepOf(plain)).toEqual(inReview);
    expect(JSON.stringify(fragment)).toBe(before);
    expect(refined.lifecycle.statuses.SUBMITTED.stages).toEqual(['ApplicationInReview']);
  });

  it('fills figures and resolves references an override writes, against the overriding journey', () => {
    const refined = assembleJourney(
      product('refined', { InReview: { title: 'From {#/limits/loanAmount/min:money}' } }),
      { 'after.fragment.json': fragment },
      {},
    );
    expect(refined.steps.find((s) => s.id === 'InReview')?.title).toBe('From $1');
  });
});

/**
 * The route guards of spec 01 section 2 and spec 02 section 2, as the journeys declare them:
 * "The application, conditional, approved and checkout groups require auth, an application and
 * validation rules. The error group requires auth and an application but not validation rules."
 */
import { describe, expect, it } from 'vitest';
import { loadCompiledJourneys } from '../../src/server/journeys/journey-rules';

const journeys = await loadCompiledJourneys('journeys');
const steps = journeys.flatMap((cj) => cj.journey.steps.map((step) => ({ product: cj.journey.product, step })));
const group = (route: string) => route.split('/')[0];

describe('route guards by group', () => {
  for (const name of ['conditional', 'approved', 'checkout']) {
    it(`the ${name} group requires auth, an application and validation rules, like the application group`, () => {
      const inGroup = steps.filter(({ step }) => group(step.route) === name);
      expect(inGroup.length).toBeGreaterThan(0);
      for (const { product, step } of inGroup) expect(step.guards, `${product} ${step.id}`).toEqual(['auth', 'application', 'validationRules']);
    });
  }

  it('the application group requires auth, an application and validation rules (basic info for new applicants aside)', () => {
    const inGroup = steps.filter(({ step }) => group(step.route) === 'application' && !step.guards.includes('noApplication'));
    for (const { product, step } of inGroup) expect(step.guards, `${product} ${step.id}`).toEqual(['auth', 'application', 'validationRules']);
  });

  it('the error group pages of an application require auth and an application but not validation rules', () => {
    const ofApplication = steps.filter(({ step }) => group(step.route) === 'error' && !step.guards.includes('public'));
    expect(ofApplication.length).toBeGreaterThan(0);
    for (const { product, step } of ofApplication) expect(step.guards, `${product} ${step.id}`).toEqual(['auth', 'application']);
  });
});

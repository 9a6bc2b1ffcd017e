import { describe, expect, it } from 'vitest';
import { stepUrl } from '../../src/engine/journey/site-paths';
import { stepValidatorsKey } from '../../src/engine/journey/validator-names';
import type { Journey } from '../../src/engine/journey/journey.types';
import { formStepPaths, formValidatorModules } from '../../src/generated/form-validators';
import generated from '../../src/generated/journeys.json';

const { journeys } = generated as unknown as { journeys: Journey[] };

describe("the start-up's early fetch of a step's validators", () => {
  it('knows the page of every form step, by the URL the router gives it, and the module the step route loads', () => {
    const expected = journeys.flatMap((j) =>
      j.steps.filter((step) => step.form).map((step) => [stepUrl(j.product, step.route), stepValidatorsKey(j.product, step.id)]),
    );
    expect(Object.entries(formStepPaths).sort()).toEqual(expected.sort());
    for (const key of Object.values(formStepPaths)) expect(formValidatorModules[key]).toBeTypeOf('function');
  });
});

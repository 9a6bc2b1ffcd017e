/**
 * A form step's schema and uiSchema come to the browser with its validators, not with its journey
 * (src/engine/journey/form-parts.ts): the generated modules hold them so, the browser joins them,
 * and a form read before its parts arrived fails by name.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { awaitFormParts, FORM_PARTS_EXPORT, formPartsOf, joinFormParts, withoutFormParts } from '../../src/engine/journey/form-parts';
import type { Journey, JourneyStep } from '../../src/engine/journey/journey.types';
import { stepValidatorsKey } from '../../src/engine/journey/validator-names';

const generated = path.resolve('src/generated');
const assembled = (JSON.parse(readFileSync(path.join(generated, 'journeys.json'), 'utf8')) as { journeys: Journey[] }).journeys;
const require = createRequire(import.meta.url);

const step = (): JourneyStep => ({
  id: 'Equipment',
  route: 'application/equipment',
  stage: 'Equipment',
  status: 'IN_PROGRESS',
  guards: [],
  form: {
    schema: { type: 'object', properties: { cost: { type: 'integer' } } },
    uiSchema: { cost: { 'ui:widget': 'money' } },
    bind: { cost: '/equipment/cost' },
  },
});

describe("a form's parts", () => {
  it('leave the journey, which keeps every step, binding and condition', () => {
    const journey = { product: 'equipment', steps: [step(), { ...step(), id: 'Done', form: undefined, screen: 'congratulations' }] } as unknown as Journey;
    const lean = withoutFormParts(journey);
    expect(lean.steps.map((s) => s.id)).toEqual(['Equipment', 'Done']);
    expect(lean.steps[0].form).toEqual({ bind: { cost: '/equipment/cost' } });
    expect(lean.steps[1].form).toBeUndefined();
    expect(journey.steps[0].form?.schema).toBeDefined();
  });

  it('fail by name when read before they arrive, and read as given once joined', () => {
    const lean = withoutFormParts({ product: 'equipment', steps: [step()] } as unknown as Journey).steps[0];
    awaitFormParts('equipment', lean);
    expect(() => lean.form?.schema).toThrow("The schema of equipment's step Equipment was read before its validators arrived");
    expect(() => lean.form?.uiSchema).toThrow(/uiSchema of equipment's step Equipment/);
    expect(lean.form?.bind).toEqual({ cost: '/equipment/cost' });
    joinFormParts(lean, formPartsOf(step())!);
    expect(lean.form).toEqual(step().form);
    expect({ ...lean.form }).toEqual(step().form);
  });

  it('are in each generated step module, and in no generated journey module', () => {
    expect(assembled.length).toBeGreaterThan(1);
    for (const journey of assembled) {
      const module = JSON.parse(readFileSync(path.join(generated, 'journeys', `${journey.product}.json`), 'utf8')) as Journey;
      expect(module).toEqual(withoutFormParts(journey));
      for (const formStep of journey.steps.filter((s) => s.form)) {
        const validators = require(path.join(generated, 'form-validators', `${stepValidatorsKey(journey.product, formStep.id)}.cjs`)) as Record<
          string,
          unknown
        >;
        expect(validators[FORM_PARTS_EXPORT]).toEqual(formPartsOf(formStep));
        expect(
          Object.keys(validators)
            .filter((name) => name !== FORM_PARTS_EXPORT)
            .every((name) => name.includes('__')),
        ).toBe(true);
      }
    }
  });
});

/**
 * In the browser a form step's schema and uiSchema come with its validators, not with its journey:
 * the journey's module holds every step's place, bindings and conditions, and each step's form
 * arrives with the code that checks it (tools/precompile-validators.ts writes both;
 * src/app/journeys/compiled-journeys.ts joins them). A first visit then downloads its own step's
 * form and not every step's, and the schema sits beside the copy Ajv's code keeps of it, which
 * compression all but removes. A page that needs a form loads its step's validators first, as it
 * already must to check it; reading a form before it has arrived fails by name.
 */
import type { Journey, JourneyStep, StepForm } from './journey.types';

export type FormParts = Pick<StepForm, 'schema' | 'uiSchema'>;
const PARTS = ['schema', 'uiSchema'] as const satisfies readonly (keyof FormParts)[];

/** The name of a step's form parts in its validators module: not a validator's, which has `__` in it. */
export const FORM_PARTS_EXPORT = 'formParts';

export function formPartsOf(step: JourneyStep): FormParts | undefined {
  return step.form && { schema: step.form.schema, ...(step.form.uiSchema ? { uiSchema: step.form.uiSchema } : {}) };
}

/** The journey as its browser module holds it: each form without the parts that come with its validators. */
export function withoutFormParts(journey: Journey): Journey {
  return {
    ...journey,
    steps: journey.steps.map(({ form, ...step }) => {
      if (!form) return step;
      const { schema: _schema, uiSchema: _uiSchema, ...rest } = form;
      return { ...step, form: rest as StepForm };
    }),
  };
}

/** Makes the step's form parts fail by name when read before `joinFormParts` gives them. */
export function awaitFormParts(product: string, step: JourneyStep): void {
  const { form } = step;
  if (!form) return;
  for (const part of PARTS) {
    if (Object.hasOwn(form, part)) continue;
    Object.defineProperty(form, part, {
      configurable: true,
      enumerable: false,
      get() {
        throw new Error(`The ${part} of ${product}'s step ${step.id} was read before its validators arrived: load them first (loadFormValidators)`);
      },
    });
  }
}

export function joinFormParts(step: JourneyStep, parts: FormParts): void {
  if (!step.form) return;
  for (const part of PARTS) {
    Object.defineProperty(step.form, part, { configurable: true, enumerable: true, writable: true, value: parts[part] });
  }
}

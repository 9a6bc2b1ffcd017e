/**
 * Every schema of a journey that is compiled into a validator, under a stable name, so the
 * server (compiling at run time) and the browser (precompiled at build time) find the same ones.
 */
import type { JsonSchema } from '../json-schema.types';
import type { Journey, JourneyStep } from './journey.types';

const ident = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '_');

export const formValidatorName = (product: string, stepId: string) => `${ident(product)}__${ident(stepId)}__form`;
export const transitionValidatorName = (product: string, stepId: string, index: number) => `${ident(product)}__${ident(stepId)}__next${index}`;
export const visibilityValidatorName = (product: string, stepId: string, index: number) => `${ident(product)}__${ident(stepId)}__show${index}`;

export const completionValidatorName = (product: string, stepId: string) => `${ident(product)}__${ident(stepId)}__done`;

/** The key a step's form validators are kept under: one module of them per step in the browser. */
export const stepValidatorsKey = (product: string, stepId: string) => `${ident(product)}__${ident(stepId)}`;

/** The validators every step page may need: the graph's transition and completion conditions. */
export function graphValidatorSchemas(journey: Journey): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const step of journey.steps) {
    if (step.completeWhen !== undefined) out[completionValidatorName(journey.product, step.id)] = step.completeWhen;
    (step.next ?? []).forEach((transition, i) => {
      if (transition.when !== undefined) out[transitionValidatorName(journey.product, step.id, i)] = transition.when;
    });
  }
  return out;
}

/** A form step's own validators: its form and its fields' visibility conditions. */
export function formValidatorSchemas(journey: Journey, step: JourneyStep): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  if (!step.form) return out;
  out[formValidatorName(journey.product, step.id)] = step.form.schema;
  Object.values(step.form.visibleWhen ?? {}).forEach((condition, i) => {
    out[visibilityValidatorName(journey.product, step.id, i)] = condition;
  });
  return out;
}

export function validatorSchemas(journey: Journey): Record<string, JsonSchema> {
  return Object.assign(graphValidatorSchemas(journey), ...journey.steps.map((step) => formValidatorSchemas(journey, step)));
}

/**
 * Every schema of a journey that is compiled into a validator, under a stable name, so the
 * server (compiling at run time) and the browser (precompiled at build time) find the same ones.
 */
import type { JsonSchema } from '../json-schema.types';
import type { Journey } from './journey.types';

const ident = (s: string) => s.replace(/[^A-Za-z0-9_]/g, '_');

export const formValidatorName = (product: string, stepId: string) => `${ident(product)}__${ident(stepId)}__form`;
export const transitionValidatorName = (product: string, stepId: string, index: number) => `${ident(product)}__${ident(stepId)}__next${index}`;
export const visibilityValidatorName = (product: string, stepId: string, index: number) => `${ident(product)}__${ident(stepId)}__show${index}`;

export const completionValidatorName = (product: string, stepId: string) => `${ident(product)}__${ident(stepId)}__done`;

export function validatorSchemas(journey: Journey): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const step of journey.steps) {
    if (step.form) {
      out[formValidatorName(journey.product, step.id)] = step.form.schema;
      Object.values(step.form.visibleWhen ?? {}).forEach((condition, i) => {
        out[visibilityValidatorName(journey.product, step.id, i)] = condition;
      });
    }
    if (step.completeWhen !== undefined) out[completionValidatorName(journey.product, step.id)] = step.completeWhen;
    (step.next ?? []).forEach((transition, i) => {
      if (transition.when !== undefined) out[transitionValidatorName(journey.product, step.id, i)] = transition.when;
    });
  }
  return out;
}

/**
 * A journey with its validators bound: what the graph, the pipeline, the server and the React
 * adapter all work from. Validators come from a lookup, so the browser can supply precompiled
 * ones and Node can compile them at run time.
 */
import type { FieldError, ValidateFunction } from '../validation/field-error';
import type { MessageCatalogue } from '../validation/messages';
import type { StepValidators } from '../validation/step-validation';
import type { Journey, JourneyStep } from './journey.types';
import { completionValidatorName, formValidatorName, transitionValidatorName, visibilityValidatorName } from './validator-names';

export type { FieldError };

export interface CompiledJourney {
  readonly journey: Journey;
  /** The shared catalogue with the product's own texts over it (journey.messages). */
  readonly catalogue: MessageCatalogue;
  step(id: string): JourneyStep;
  stepOfStage(stage: string): JourneyStep | undefined;
  formValidators(stepId: string): StepValidators;
  /** The step's completeWhen condition; undefined when it has none. */
  completionTest(stepId: string): ValidateFunction | undefined;
  /** The condition of a step's transition; undefined when it has none (always taken). */
  transitionTest(stepId: string, index: number): ValidateFunction | undefined;
}

export class UnknownStepError extends Error {
  readonly code = 'JOURNEY_ERR_UNKNOWN_STEP';
  constructor(
    readonly stepId: string,
    readonly product: string,
  ) {
    super(`Journey "${product}" has no step "${stepId}"`);
  }
}

/** The texts a product's pages, checks and refusals use: its own (journey.messages) over the shared catalogue. */
export function productCatalogue(shared: MessageCatalogue, journey: Pick<Journey, 'messages'>): MessageCatalogue {
  return journey.messages ? { ...shared, ...journey.messages } : shared;
}

export function bindValidators(journey: Journey, catalogue: MessageCatalogue, lookup: (name: string) => ValidateFunction | undefined): CompiledJourney {
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  const byStage = new Map<string, JourneyStep>();
  for (const s of journey.steps) if (!byStage.has(s.stage)) byStage.set(s.stage, s);
  const required = (name: string) => {
    const fn = lookup(name);
    if (!fn) throw new Error(`No compiled validator "${name}": run the validator build`);
    return fn;
  };
  const formCache = new Map<string, StepValidators>();

  const step = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new UnknownStepError(id, journey.product);
    return found;
  };

  return {
    journey,
    catalogue: productCatalogue(catalogue, journey),
    step,
    stepOfStage: (stage) => byStage.get(stage),
    formValidators(stepId) {
      let cached = formCache.get(stepId);
      if (!cached) {
        const s = step(stepId);
        if (!s.form) throw new Error(`Step "${stepId}" has no form`);
        cached = {
          schema: s.form.schema,
          form: required(formValidatorName(journey.product, stepId)),
          visibility: Object.keys(s.form.visibleWhen ?? {}).map((pointer, i) => ({
            pointer,
            test: required(visibilityValidatorName(journey.product, stepId, i)),
          })),
        };
        formCache.set(stepId, cached);
      }
      return cached;
    },
    completionTest(stepId) {
      return step(stepId).completeWhen === undefined ? undefined : required(completionValidatorName(journey.product, stepId));
    },
    transitionTest(stepId, index) {
      const transition = step(stepId).next?.[index];
      return transition?.when === undefined ? undefined : required(transitionValidatorName(journey.product, stepId, index));
    },
  };
}

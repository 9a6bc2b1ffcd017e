/**
 * The journeys as the browser runs them: assembled at build time, with precompiled validators
 * (no Ajv compiler and no eval in the bundle). The graph's conditions come with the journeys;
 * each form step's validators are a module of their own, fetched by `loadFormValidators` before
 * a page needs them (the step route, the screens, the console), so the first step does not carry
 * every step's.
 */
import { bindValidators, type CompiledJourney } from '../../engine/journey/compiled-journey';
import { readGeneratedJourneys } from '../../engine/journey/read-generated-journeys';
import { siteDefaultJourney } from '../../engine/journey/site-default';
import { stepValidatorsKey } from '../../engine/journey/validator-names';
import type { ValidateFunction } from '../../engine/validation/field-error';
import { formValidatorModules } from '../../generated/form-validators';
import generated from '../../generated/journeys.json';
import graphValidators from '../../generated/validators.cjs';

const { journeys, catalogue } = readGeneratedJourneys(generated);
const loaded: Record<string, ValidateFunction> = { ...(graphValidators as Record<string, ValidateFunction>) };
const lookup = (name: string) => loaded[name];

export const compiledJourneys: readonly CompiledJourney[] = journeys.map((j) => bindValidators(j, catalogue, lookup));

export const defaultJourney = siteDefaultJourney(compiledJourneys);

export function journeyOf(product: string): CompiledJourney | undefined {
  return compiledJourneys.find((j) => j.journey.product === product);
}

const loading = new Map<string, Promise<void>>();

function loadStep(product: string, stepId: string): Promise<void> {
  const key = stepValidatorsKey(product, stepId);
  const load = formValidatorModules[key];
  if (!load) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      (module) => void Object.assign(loaded, module.default),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Fetches the form validators of one step of `product`, or of all its steps (what judging where
 * an application may be, a review or the console needs); settled at once when already here.
 */
export async function loadFormValidators(product: string, stepId?: string): Promise<void> {
  const journey = journeyOf(product)?.journey;
  if (!journey) return;
  const steps = stepId === undefined ? journey.steps.filter((step) => step.form).map((step) => step.id) : [stepId];
  await Promise.all(steps.map((id) => loadStep(product, id)));
}

/** All products' form validators (the operations console reads every product's applications). */
export async function loadAllFormValidators(): Promise<void> {
  await Promise.all(compiledJourneys.map((cj) => loadFormValidators(cj.journey.product)));
}

/**
 * The journeys as the browser runs them: assembled at build time, with precompiled validators
 * (no Ajv compiler and no eval in the bundle). Each product's journey is a module of its own,
 * fetched the first time a page of that product needs it (`loadJourney`), so the first page
 * carries no journey and a visit to one product downloads only its own. The journey's graph
 * conditions come in the same module; each form step's validators are a module of their own too,
 * fetched by `loadFormValidators` before a page needs them (the step route, the screens, the console).
 */
import { bindValidators, type CompiledJourney } from '../../engine/journey/compiled-journey';
import { awaitFormParts, FORM_PARTS_EXPORT, joinFormParts, type FormParts } from '../../engine/journey/form-parts';
import { readGeneratedCatalogue, readGeneratedJourney } from '../../engine/journey/read-generated-journeys';
import { stepValidatorsKey } from '../../engine/journey/validator-names';
import type { ValidateFunction } from '../../engine/validation/field-error';
import generatedCatalogue from '../../generated/catalogue.json';
import { formValidatorModules } from '../../generated/form-validators';
import { journeyModules, siteDefaultProduct } from '../../generated/journey-modules';

/** The message catalogue every product shares (the texts of pages that belong to no product, too). */
export const catalogue = readGeneratedCatalogue(generatedCatalogue);

/** Every product the build holds, loaded or not, and the site's default one. */
export const productNames: readonly string[] = Object.keys(journeyModules);
export { siteDefaultProduct };

const loadedValidators: Record<string, ValidateFunction> = {};
const lookup = (name: string) => loadedValidators[name];

const compiled = new Map<string, CompiledJourney>();
const journeyLoads = new Map<string, Promise<CompiledJourney>>();
const listeners = new Set<() => void>();
let loadedList: readonly CompiledJourney[] = [];

/** The journeys loaded so far, in the build's product order; a new array each time one arrives. */
export function loadedJourneys(): readonly CompiledJourney[] {
  return loadedList;
}

/** Calls `listener` whenever a journey arrives (the router adds that product's routes). */
export function subscribeJourneys(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The product's journey when it has arrived; undefined before, and for a product the build does not hold. */
export function journeyOf(product: string): CompiledJourney | undefined {
  return compiled.get(product);
}

/** Fetches and compiles the product's journey once; settled at once when it is here. */
export function loadJourney(product: string): Promise<CompiledJourney> {
  const here = compiled.get(product);
  if (here) return Promise.resolve(here);
  const load = journeyModules[product];
  if (!load) return Promise.reject(new Error(`The build holds no journey of product "${product}"`));
  let pending = journeyLoads.get(product);
  if (!pending) {
    pending = load().then(
      (module) => {
        Object.assign(loadedValidators, module.graphValidators);
        const cj = bindValidators(readGeneratedJourney(module.default, product), catalogue, lookup);
        for (const step of cj.journey.steps) {
          const parts = arrivedForms.get(stepValidatorsKey(product, step.id));
          if (parts) joinFormParts(step, parts);
          else awaitFormParts(product, step);
        }
        compiled.set(product, cj);
        loadedList = productNames.flatMap((name) => compiled.get(name) ?? []);
        for (const listener of listeners) listener();
        return cj;
      },
      (error: unknown) => {
        journeyLoads.delete(product);
        throw error;
      },
    );
    journeyLoads.set(product, pending);
  }
  return pending;
}

/**
 * The journey of a page of no product (sign-in, account pages): the site's default product's, or
 * the first to arrive. The app renders once one has (app.tsx).
 */
export function journeyOfNoProduct(): CompiledJourney {
  const cj = journeyOf(siteDefaultProduct) ?? loadedList[0];
  if (!cj) throw new Error('No journey has arrived yet: the app renders once one has');
  return cj;
}

/** Every product's journey (the operations console and a renewal link read across products). */
export function loadAllJourneys(): Promise<CompiledJourney[]> {
  return Promise.all(productNames.map(loadJourney));
}

const loading = new Map<string, Promise<void>>();
/** Each form's schema and uiSchema, which come with its step's validators (src/engine/journey/form-parts.ts). */
const arrivedForms = new Map<string, FormParts>();

function loadStep(product: string, stepId: string): Promise<void> {
  const key = stepValidatorsKey(product, stepId);
  const load = formValidatorModules[key];
  if (!load) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      (module) => {
        const { [FORM_PARTS_EXPORT]: arrived, ...validators } = module.default;
        const parts = arrived as FormParts;
        Object.assign(loadedValidators, validators);
        arrivedForms.set(key, parts);
        const step = compiled.get(product)?.step(stepId);
        if (step) joinFormParts(step, parts);
      },
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
  if (!journeyModules[product]) return;
  const { journey } = await loadJourney(product);
  const steps = stepId === undefined ? journey.steps.filter((step) => step.form).map((step) => step.id) : [stepId];
  await Promise.all(steps.map((id) => loadStep(product, id)));
}

/** All products' journeys and form validators (the operations console reads every product's applications). */
export async function loadAllFormValidators(): Promise<void> {
  await Promise.all(productNames.map((product) => loadFormValidators(product)));
}

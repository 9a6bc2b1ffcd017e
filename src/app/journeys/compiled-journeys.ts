/**
 * The journeys as the browser runs them: assembled at build time, with precompiled validators
 * (no Ajv compiler and no eval in the bundle).
 */
import { bindValidators, type CompiledJourney } from '../../engine/journey/compiled-journey';
import type { Journey } from '../../engine/journey/journey.types';
import { siteDefaultJourney } from '../../engine/journey/site-default';
import type { MessageCatalogue } from '../../engine/validation/messages';
import type { ValidateFunction } from '../../engine/validation/field-error';
import generated from '../../generated/journeys.json';
import validators from '../../generated/validators.cjs';

const { journeys, catalogue } = generated as unknown as { journeys: Journey[]; catalogue: MessageCatalogue };
const lookup = (name: string) => (validators as Record<string, ValidateFunction>)[name];

export const compiledJourneys: readonly CompiledJourney[] = journeys.map((j) => bindValidators(j, catalogue, lookup));

export const defaultJourney = siteDefaultJourney(compiledJourneys);

export function journeyOf(product: string): CompiledJourney | undefined {
  return compiledJourneys.find((j) => j.journey.product === product);
}

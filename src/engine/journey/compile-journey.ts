/** Node side: compiles a journey's validators at run time with the portal's Ajv. */
import { createAjv } from '../validation/create-ajv';
import type { ValidateFunction } from '../validation/field-error';
import type { MessageCatalogue } from '../validation/messages';
import { bindValidators, type CompiledJourney } from './compiled-journey';
import type { Journey } from './journey.types';
import { validatorSchemas } from './validator-names';

export function compileJourney(journey: Journey, catalogue: MessageCatalogue): CompiledJourney {
  const ajv = createAjv();
  const compiled = new Map<string, ValidateFunction>();
  for (const [name, schema] of Object.entries(validatorSchemas(journey))) {
    compiled.set(name, ajv.compile(schema as object) as ValidateFunction);
  }
  return bindValidators(journey, catalogue, (name) => compiled.get(name));
}

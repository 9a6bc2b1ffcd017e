/** Standalone (eval-free) validator code for every schema of the given journeys. */
import standaloneCode from 'ajv/dist/standalone';
import type { Journey } from '../../src/engine/journey/journey.types';
import { validatorSchemas } from '../../src/engine/journey/validator-names';
import { createAjv } from '../../src/engine/validation/create-ajv';

export function standaloneValidators(journeys: readonly Journey[]): { code: string; count: number } {
  const ajv = createAjv({ standalone: true });
  const exportsByName: Record<string, string> = {};
  for (const journey of journeys) {
    for (const [name, schema] of Object.entries(validatorSchemas(journey))) {
      ajv.addSchema(schema, name);
      exportsByName[name] = name;
    }
  }
  return { code: standaloneCode(ajv, exportsByName), count: Object.keys(exportsByName).length };
}

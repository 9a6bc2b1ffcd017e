/** Standalone (eval-free) validator code for the schemas of the given journeys. */
import standaloneCode from 'ajv/dist/standalone';
import type { JsonSchema } from '../../src/engine/json-schema.types';
import type { Journey } from '../../src/engine/journey/journey.types';
import { formValidatorSchemas, graphValidatorSchemas, stepValidatorsKey, validatorSchemas } from '../../src/engine/journey/validator-names';
import { createAjv } from '../../src/engine/validation/create-ajv';

function standalone(schemas: Record<string, JsonSchema>): string {
  const ajv = createAjv({ standalone: true });
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name);
  return standaloneCode(ajv, Object.fromEntries(Object.keys(schemas).map((name) => [name, name])));
}

/** Every validator of the journeys in one module. */
export function standaloneValidators(journeys: readonly Journey[]): { code: string; count: number } {
  const schemas = Object.assign({}, ...journeys.map(validatorSchemas)) as Record<string, JsonSchema>;
  return { code: standalone(schemas), count: Object.keys(schemas).length };
}

export interface ValidatorModules {
  /** Each journey's transition and completion conditions, which any step page of it may test: they come with the journey. */
  graph: { product: string; code: string }[];
  /** Each form step's own validators, by `stepValidatorsKey`: fetched when its step needs them. */
  steps: { key: string; code: string }[];
  count: number;
}

/** The journeys' validators as the browser loads them: a journey's graph with the journey, each step's when needed. */
export function standaloneValidatorModules(journeys: readonly Journey[]): ValidatorModules {
  let count = 0;
  const graph = journeys.map((journey) => {
    const schemas = graphValidatorSchemas(journey);
    count += Object.keys(schemas).length;
    return { product: journey.product, code: standalone(schemas) };
  });
  const steps = journeys.flatMap((journey) =>
    journey.steps
      .filter((step) => step.form)
      .map((step) => {
        const schemas = formValidatorSchemas(journey, step);
        count += Object.keys(schemas).length;
        return { key: stepValidatorsKey(journey.product, step.id), code: standalone(schemas) };
      }),
  );
  return { graph, steps, count };
}

/** Checks journey and fragment files against schemas/journey.schema.json. */
import Ajv, { type ErrorObject } from 'ajv';
import type { JsonSchema } from '../../engine/json-schema.types';
import { formatPointer } from '../../engine/json-pointer';
import { DiagnosticCode, type Diagnostic } from './diagnostics';

function codeFor(error: ErrorObject): string {
  if (error.keyword === 'enum' && error.schemaPath.includes('widgetName')) return DiagnosticCode.unknownWidget;
  if (error.keyword === 'enum' && error.schemaPath.includes('screenName')) return DiagnosticCode.unknownScreen;
  if (error.instancePath.includes('/ui:options')) return DiagnosticCode.widgetOption;
  return DiagnosticCode.schema;
}

function describe(error: ErrorObject): string {
  const option = /\/ui:options(\/.*)?$/.exec(error.instancePath);
  if (option && error.keyword === 'additionalProperties') return `ui:options "${String(error.params.additionalProperty)}" is not an option this widget reads`;
  if (option) return `ui:options ${option[1]?.slice(1) ?? ''}: ${describeKeyword(error)}`;
  return describeKeyword(error);
}

function describeKeyword(error: ErrorObject): string {
  // The only `false` schemas of the format are a step override's fixed keys.
  if (error.keyword === 'false schema')
    return `a step's ${error.instancePath.split('/').pop() ?? ''} stays the fragment's: a product wanting another writes a step of its own`;
  if (error.keyword === 'enum') return `${JSON.stringify(error.data)} is not one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
  if (error.keyword === 'additionalProperties') return `unknown property "${String(error.params.additionalProperty)}"`;
  if (error.keyword === 'required') return `missing property "${String(error.params.missingProperty)}"`;
  return error.message ?? error.keyword;
}

export function metaSchemaChecker(metaSchema: JsonSchema) {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
  ajv.addSchema(metaSchema, 'journey.schema.json');
  const journey = ajv.getSchema('journey.schema.json')!;
  const fragment = ajv.compile({ $ref: 'journey.schema.json#/$defs/fragment' });
  // One step alone: a fragment's step as a product's override leaves it.
  const step = ajv.compile({ $ref: 'journey.schema.json#/$defs/step' });
  // One status as a journey's entry merged into its fragments' leaves it.
  const lifecycleStatus = ajv.compile({ $ref: 'journey.schema.json#/$defs/lifecycleStatus' });
  const validators = { journey, fragment, step, lifecycleStatus };

  return (file: string, json: unknown, kind: keyof typeof validators): Diagnostic[] => {
    const validate = validators[kind];
    if (validate(json)) return [];
    // oneOf reports the branch errors too; keep the most specific ones.
    const errors = (validate.errors ?? []).filter(
      // An if/then's own error ('must match "then" schema') only repeats the one inside it.
      (e) =>
        e.keyword !== 'oneOf' &&
        e.keyword !== 'not' &&
        e.keyword !== 'if' &&
        !(e.keyword === 'required' && e.schemaPath.includes('oneOf')) &&
        // A status key is its value or null: the value's own error says what is wrong, not the null branch.
        !(/\/statuses\/[^/]+\/[^/]+$/.test(e.instancePath) && (e.keyword === 'anyOf' || (e.keyword === 'type' && e.params.type === 'null'))),
    );
    const shown = errors.length > 0 ? errors : (validate.errors ?? []);
    return shown.map((e) => ({
      file,
      // An unknown property is placed at itself, not at the object holding it.
      pointer: e.keyword === 'additionalProperties' ? e.instancePath + formatPointer([String(e.params.additionalProperty)]) : e.instancePath,
      code: codeFor(e),
      message: e.keyword === 'oneOf' ? 'a step needs exactly one of "form" and "screen"' : describe(e),
    }));
  };
}

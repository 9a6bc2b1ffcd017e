/**
 * A starting application document for previewing a product: each form step's fields answered
 * from what their schema offers (a default, an example, the first choice, the lowest number),
 * so the steps show something without an analyst typing it first. Fields with nothing to offer
 * stay empty; the analyst edits the document in the preview.
 */
import { writeForm } from '../../engine/binding/form-binding';
import type { Journey } from '../../engine/journey/journey.types';

type SchemaObject = Record<string, unknown>;

function sampleValue(schema: SchemaObject | undefined): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : undefined;
  if (type === 'object') {
    const answers = sampleObject(schema);
    return Object.keys(answers).length > 0 ? answers : undefined;
  }
  return undefined;
}

function sampleObject(schema: SchemaObject): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>)) {
    const value = sampleValue(property);
    if (value !== undefined) answers[name] = value;
  }
  return answers;
}

export function sampleDocument(journey: Journey): Record<string, unknown> {
  let document: Record<string, unknown> = {};
  for (const step of journey.steps) {
    if (!step.form) continue;
    const answers = sampleObject(step.form.schema as SchemaObject);
    document = writeForm(step, document, answers, Object.keys(answers));
  }
  return document;
}

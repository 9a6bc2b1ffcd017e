/**
 * The application document against its entity schema (schemas/application.schema.json): every
 * value of the right type and shape, wherever it sits, whichever step wrote it. The steps check
 * answers; this checks the document they are kept in.
 */
import type { JsonSchema } from '../json-schema.types';
import { onePerField, type FieldError, type ValidateFunction } from './field-error';
import type { MessageCatalogue } from './messages';
import { toFieldErrors } from './to-field-errors';

export type EntityCheck = (document: unknown) => FieldError[];

export function entityCheck(validate: ValidateFunction, schema: JsonSchema, catalogue: MessageCatalogue): EntityCheck {
  return (document) => (validate(document) ? [] : onePerField(toFieldErrors(validate.errors ?? [], schema, catalogue)));
}

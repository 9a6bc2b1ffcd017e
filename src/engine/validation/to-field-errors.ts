/**
 * Turns Ajv's errors into one message per field, by the spec's priority: blank first, then the
 * first failing rule in order (for a date of birth: blank, date, min_age_18).
 */
import type { JsonSchema } from '../json-schema.types';
import type { AjvErrorLike, FieldError } from './field-error';
import { keywordMessageKeys, pairKeywordOf } from './keyword-message-keys';
import { messageText, type MessageCatalogue } from './messages';
import { schemaAt } from './schema-at';

const FORMAT_KEYS: Record<string, string> = {
  email: 'emailInvalid',
  'au-phone': 'phoneInvalid',
  'au-postcode': 'postalCodeInvalid',
  abn: 'abnInvalid',
  acn: 'acnInvalid',
  date: 'date',
  'date-time': 'date',
  'us-ein': 'einInvalid',
  'us-phone': 'usPhoneInvalid',
  'us-routing-number': 'routingNumberInvalid',
  'us-ssn': 'ssnInvalid',
  'us-zip': 'zipCodeInvalid',
};

/** Every key the pipeline itself can produce; `journey validate` checks the catalogue has them all. */
export const PIPELINE_MESSAGE_KEYS: readonly string[] = [
  'blank',
  'blankBoolean',
  'blankArray',
  'invalid',
  'notAllowed',
  'notNumeric',
  'lengthIncorrect',
  'lengthTooShort',
  'moreThanOrEqual',
  'lessThanOrEqual',
  'valueBetween',
  'amountBetween',
  'amountAtLeast',
  'amountAtMost',
  'applicationLocked',
  'stageNotAllowed',
  'controlCharacters',
  'accountEmailFixed',
  ...Object.values(FORMAT_KEYS),
  ...Object.values(keywordMessageKeys),
];

/**
 * Lower is shown first; keywords not listed keep their order after these. Rule records use the
 * same scale (rules/rule-types.ts), so blank, date and min_age_18 order the same from both.
 */
const PRIORITY: Record<string, number> = { required: 0, type: 1, format: 2, enum: 3, const: 3, minAge: 4 };

type FieldSchema = Record<string, unknown>;

function keyFor(error: AjvErrorLike, field: FieldSchema | undefined): { key: string; params: unknown[] } {
  const overrides = (field?.messages ?? {}) as Record<string, string>;
  const pick = (keyword: string, fallback: string) => overrides[keyword] ?? fallback;
  const kw = error.keyword;
  switch (kw) {
    case 'required': {
      const type = field?.type;
      return { key: pick('blank', type === 'boolean' ? 'blankBoolean' : type === 'array' ? 'blankArray' : 'blank'), params: [] };
    }
    case 'format':
      return { key: pick('format', FORMAT_KEYS[String(error.params.format)] ?? 'invalid'), params: [] };
    case 'maxLength':
    case 'minLength':
      return field?.maxLength !== undefined
        ? { key: pick(kw, 'lengthIncorrect'), params: [field?.minLength ?? 1, field.maxLength] }
        : { key: pick(kw, 'lengthTooShort'), params: [field?.minLength] };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const min = field?.minimum ?? field?.exclusiveMinimum;
      const max = field?.maximum ?? field?.exclusiveMaximum;
      if (overrides[kw]) return { key: overrides[kw], params: [min, max] };
      // An amount of money (`"unit": "money"`) reads as dollars: 'between $1,000 and $200,000'.
      const money = field?.unit === 'money';
      if (min !== undefined && max !== undefined) return { key: money ? 'amountBetween' : 'valueBetween', params: [min, max] };
      if (kw.endsWith('inimum')) return { key: money ? 'amountAtLeast' : 'moreThanOrEqual', params: [min] };
      return { key: money ? 'amountAtMost' : 'lessThanOrEqual', params: [max] };
    }
    case 'multipleOf':
      return { key: pick(kw, 'invalid'), params: [field?.multipleOf] };
    case 'type': {
      const expected = String(error.params.type);
      return { key: pick('type', expected.includes('number') || expected.includes('integer') ? 'notNumeric' : 'invalid'), params: [] };
    }
    case 'enum':
    case 'const':
      return { key: pick(kw, 'notAllowed'), params: [] };
    default: {
      const pair = pairKeywordOf(kw);
      // A keyword with a number (minYear: 1900) gives it to its message: 'Please enter a year from {0}.'
      const bound = field?.[kw];
      return {
        key: pick(kw, (keywordMessageKeys as Record<string, string>)[kw] ?? 'invalid'),
        params: pair ? [error.params[pair.other]] : typeof bound === 'number' ? [bound] : [],
      };
    }
  }
}

function fieldPath(error: AjvErrorLike): string {
  return error.keyword === 'required'
    ? `${error.instancePath}/${String(error.params.missingProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`
    : error.instancePath;
}

/** The other field a pair keyword's error is about: the state beside a postcode, the year beside a month. */
function involvedPaths(error: AjvErrorLike): string[] | undefined {
  const pair = pairKeywordOf(error.keyword);
  if (!pair) return undefined;
  const parent = error.instancePath.slice(0, error.instancePath.lastIndexOf('/'));
  return [`${parent}/${String(error.params[`${pair.other}Property`]).replace(/~/g, '~0').replace(/\//g, '~1')}`];
}

/**
 * A group of fields left out whole (an owner's `_extension` with their e-mail) is blank at its
 * first required field, where the form shows it: the group itself has no input. A value a widget
 * keeps whole (a consent) says it is blank in its own words and stays where it is.
 */
function blankField(schema: JsonSchema, path: string): { path: string; field: FieldSchema | undefined } {
  const field = schemaAt(schema, path);
  const first = (field?.required as string[] | undefined)?.[0];
  const ownWords = (field?.messages as Record<string, string> | undefined)?.blank !== undefined;
  if (field?.type !== 'object' || first === undefined || ownWords) return { path, field };
  return blankField(schema, `${path}/${first.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/** Every Ajv error as a candidate message for its field (merge with `onePerField`). */
export function toFieldErrors(errors: readonly AjvErrorLike[], schema: JsonSchema, catalogue: MessageCatalogue): FieldError[] {
  return errors.map((error, order) => {
    const { path, field } =
      error.keyword === 'required' ? blankField(schema, fieldPath(error)) : { path: fieldPath(error), field: schemaAt(schema, fieldPath(error)) };
    const { key, params } = keyFor(error, field);
    const rank = (PRIORITY[error.keyword] ?? 3) * 1000 + order;
    const involves = involvedPaths(error);
    // Named placeholders read the field's own keywords: 'greater than {minimum:money}'.
    return { path, key, params, message: messageText(catalogue, key, params, field), source: error.keyword, rank, ...(involves ? { involves } : {}) };
  });
}

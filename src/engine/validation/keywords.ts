/**
 * Custom JSON Schema keywords of the portal. Each is generated as inline code calling a
 * self-contained check, so the same keyword works compiled at run time (Node) and in the
 * precompiled standalone validators (browser, no eval).
 */
import type { KeywordCxt, KeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { _Code } from 'ajv/dist/compile/codegen/code';
import { isAtLeastYearsAgo, isAtMostYearsAgo, isMonthOfYearNotInFuture, isNotInFuture, isWithinYearsOfNow, isYearAtLeast } from './date-checks';
import { pairKeywords, type keywordMessageKeys } from './keyword-message-keys';
import { isPostcodeInState } from './postcode-state';

type Check = (value: string, parameter: never) => boolean;

function checkKeyword(keyword: string, check: Check, schemaType: 'number' | 'boolean'): KeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType,
    code(cxt: KeywordCxt) {
      const fn = cxt.gen.scopeValue('func', { ref: check, code: new _Code(`(${check.toString()})`) });
      if (schemaType === 'boolean') {
        cxt.fail(_`${cxt.schemaCode} && !${fn}(${cxt.data})`);
      } else {
        cxt.fail(_`!${fn}(${cxt.data}, ${cxt.schemaCode})`);
      }
    },
  };
}

type PairCheck = (on: unknown, other: unknown) => boolean;

/**
 * A keyword of `pairKeywords` on the object holding both properties, e.g.
 * `postcodeInState: {"postcode": "postalCode", "state": "state"}`: `check(on, other)` must hold.
 * The error sits on the `on` property with the other's value and property name in its params.
 */
function pairKeyword(keyword: keyof typeof keywordMessageKeys, check: PairCheck, message: string): KeywordDefinition {
  const { on, other } = pairKeywords[keyword];
  const name = { type: 'string', minLength: 1 };
  return {
    keyword,
    type: 'object',
    schemaType: 'object',
    metaSchema: { type: 'object', required: [on, other], additionalProperties: false, properties: { [on]: name, [other]: name } },
    error: {
      message,
      params: ({ params, schema }) => _`{${other}: ${params[other]}, ${`${other}Property`}: ${(schema as Record<string, string>)[other]}}`,
    },
    code(cxt: KeywordCxt) {
      const { gen, data } = cxt;
      const names = cxt.schema as Record<string, string>;
      const fn = gen.scopeValue('func', { ref: check, code: new _Code(`(${check.toString()})`) });
      const value = gen.const(other, _`${data}[${names[other]}]`);
      // The error's path names the `on` property: held in a generated constant, which Ajv appends as a pointer segment.
      const onProperty = gen.const('onProperty', _`${names[on]}`);
      gen.if(_`!${fn}(${data}[${onProperty}], ${value})`, () => cxt.error(false, { [other]: value }, { instancePath: onProperty }));
    },
  };
}

export const customKeywords: KeywordDefinition[] = [
  checkKeyword('minAge', isAtLeastYearsAgo, 'number'),
  checkKeyword('maxAge', isAtMostYearsAgo, 'number'),
  checkKeyword('notInFuture', isNotInFuture, 'boolean'),
  checkKeyword('minYear', isYearAtLeast, 'number'),
  checkKeyword('withinYearsOfNow', isWithinYearsOfNow, 'number'),
  // The postcode must be one of the state's (postcode-state.ts); the error on the postcode, the likelier typo.
  pairKeyword('postcodeInState', isPostcodeInState, 'must be a postcode of the state'),
  // A month and its year together not after this month; the error on the month, picked after the year.
  pairKeyword('yearMonthNotInFuture', isMonthOfYearNotInFuture, 'must not be after this month'),
  // Annotation only: per-field message keys, e.g. {"format": "phoneInvalid", "blank": "blankBoolean"}.
  { keyword: 'messages', schemaType: 'object', metaSchema: { type: 'object', additionalProperties: { type: 'string' } } },
];

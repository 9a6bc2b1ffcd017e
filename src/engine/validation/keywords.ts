/**
 * Custom JSON Schema keywords of the portal. Each is generated as inline code calling a
 * self-contained check, so the same keyword works compiled at run time (Node) and in the
 * precompiled standalone validators (browser, no eval).
 */
import type { KeywordCxt, KeywordDefinition } from 'ajv';
import { _ } from 'ajv';
import { _Code } from 'ajv/dist/compile/codegen/code';
import { isAtLeastYearsAgo, isAtMostYearsAgo, isNotInFuture, isWithinYearsOfNow, isYearAtLeast } from './date-checks';

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

export const customKeywords: KeywordDefinition[] = [
  checkKeyword('minAge', isAtLeastYearsAgo as Check, 'number'),
  checkKeyword('maxAge', isAtMostYearsAgo as Check, 'number'),
  checkKeyword('notInFuture', isNotInFuture as Check, 'boolean'),
  checkKeyword('minYear', isYearAtLeast as Check, 'number'),
  checkKeyword('withinYearsOfNow', isWithinYearsOfNow as Check, 'number'),
  // Annotation only: per-field message keys, e.g. {"format": "phoneInvalid", "blank": "blankBoolean"}.
  { keyword: 'messages', schemaType: 'object', metaSchema: { type: 'object', additionalProperties: { type: 'string' } } },
];

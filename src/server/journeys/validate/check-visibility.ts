/**
 * A form's `visibleWhen`: each entry shows a field of the form, and its condition reads answers
 * of the same form (or, for a field of every list item, written with a `*` segment, of that item)
 * and compares them with values those answers can take. A condition naming an answer the form lacks,
 * or a value its enumeration no longer has, would hide the field for good (or show it always),
 * silently.
 */
import { formatPointer, parsePointer } from '../../../engine/json-pointer';
import type { JsonSchema } from '../../../engine/json-schema.types';
import { DiagnosticCode as C } from '../diagnostics';
import { conditionReads, schemaAt, valuesNeverTaken } from './condition-reads';

export interface VisibilityProblem {
  /** Below the step. */
  at: string;
  code: string;
  message: string;
}

export function visibilityProblems(schema: JsonSchema, visibleWhen: Readonly<Record<string, JsonSchema>>): VisibilityProblem[] {
  const out: VisibilityProblem[] = [];
  for (const [field, condition] of Object.entries(visibleWhen)) {
    const at = `/form/visibleWhen${formatPointer([field])}`;
    const tokens = parsePointer(field);
    if (!schemaAt(schema, tokens)) {
      out.push({ at, code: C.badBinding, message: `visibleWhen names "${field}", which is not a field of the form` });
      continue;
    }
    // A field of every list item is shown by its item's answers; any other by the form's.
    const star = tokens.indexOf('*');
    const subject = star < 0 ? schema : schemaAt(schema, tokens.slice(0, star + 1));
    const where = star < 0 ? 'the form' : `an item of "${formatPointer(tokens.slice(0, star))}"`;
    for (const read of conditionReads(condition, at)) {
      const answer = schemaAt(subject, read.tokens);
      const name = formatPointer(read.tokens);
      if (!answer) {
        const effect = read.required ? 'is never shown' : 'is shown whatever is answered';
        out.push({
          at: read.at,
          code: C.unknownConditionField,
          message: `the condition showing "${field}" reads "${name}", which ${where} does not have: "${field}" ${effect}`,
        });
        continue;
      }
      for (const { at: valueAt, value } of read.test ? valuesNeverTaken(read.test, answer) : [])
        out.push({
          at: read.at + valueAt,
          code: C.conditionValue,
          message: `the condition showing "${field}" compares "${name}" with ${JSON.stringify(value)}, which is not a value the field takes`,
        });
    }
  }
  return out;
}

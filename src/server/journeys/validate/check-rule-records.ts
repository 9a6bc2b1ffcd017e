/**
 * Rule records whose JSONPath names no field of the journey: almost always a typo, and a rule
 * that silently never runs. A record may name a field (`$.owners[*].firstName`) or a group of
 * fields (`$.coOwners`). And a parameter naming a limit (`#/limits/...`) the journey lacks, which
 * would make the rule fail every value.
 */
import { fieldPatterns, pathNamesField, recordNamesField } from '../../../engine/journey/field-patterns';
import type { Journey } from '../../../engine/journey/journey.types';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import { unknownLimitReferences } from '../../../engine/rules/with-product-limits';
import { parameterKinds } from '../../../engine/rules/rule-parameters';
import { ruleTypeNamed } from '../../../engine/rules/rule-types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';

export function checkRuleRecords(journey: Journey, records: readonly RuleRecord[], file: string): Diagnostic[] {
  const fields = fieldPatterns(journey);
  const out: Diagnostic[] = [];
  records.forEach((record, i) => {
    // Paths with filters or recursive descent cannot be checked statically.
    if (recordNamesField(record, fields) === false)
      out.push({
        file,
        pointer: `/${i}/jsonPath`,
        code: C.unknownRulePath,
        message: `jsonPath "${record.jsonPath}" matches no field of journey "${journey.product}"`,
      });
    // A parameter that is a path (the other answer a rule compares with) must name a field too.
    record.rules.forEach((rule, j) => {
      const declared = ruleTypeNamed(rule.ruleType.validationRuleType)?.parameters;
      const { fixed } = parameterKinds(declared);
      (rule.ruleParameters ?? []).forEach(({ parameter }, k) => {
        const kind = fixed[k] ?? declared?.rest;
        if ((kind === 'path' || kind === 'field') && pathNamesField(parameter, fields) === false)
          out.push({
            file,
            pointer: `/${i}/rules/${j}/ruleParameters/${k}/parameter`,
            code: C.unknownRulePath,
            message: `"${parameter}" matches no field of journey "${journey.product}"`,
          });
      });
    });
  });
  for (const { pointer, reference } of unknownLimitReferences(records, journey.limits)) {
    out.push({ file, pointer, code: C.unknownLimit, message: `"${reference}" names no number in the limits of journey "${journey.product}"` });
  }
  return out;
}

/**
 * The one judgement of a product's rule records, run by `journey validate` on a rules file and by
 * the server on an operations change (and its dry run): the records' shape and parameters, then
 * what only the journey can tell (a path naming no field, a limit it lacks, an error key with no
 * text, a text whose placeholders the rule cannot fill).
 */
import type { Journey } from '../../../engine/journey/journey.types';
import { formatPointer } from '../../../engine/json-pointer';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import type { MessageCatalogue } from '../../../engine/validation/messages';
import { ruleRecordShapeProblems } from '../../services/validation-rules/read-rule-records';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import { rulePlaceholderProblems } from './check-placeholders';
import { checkRuleRecords } from './check-rule-records';

/** The shape and parameters alone: what a rules file must pass before the journey is asked. */
export function ruleRecordShapeFindings(value: unknown, file: string, label?: string): Diagnostic[] {
  return ruleRecordShapeProblems(value, label).map(({ pointer, message }) => ({ file, pointer, code: C.ruleRecord, message }));
}

/**
 * Records of the right shape, against the message catalogue: each error key has a text the rule can
 * fill. Given the catalogue's file (or, per key, the file its text comes from: a product's own texts
 * or the shared catalogue), a rule type's own text that its placeholders do not fit is found there,
 * once, rather than at every record using it.
 */
export function ruleRecordTextFindings(
  catalogue: MessageCatalogue,
  records: readonly RuleRecord[],
  file: string,
  catalogueFile?: string | ((key: string) => string | undefined),
): Diagnostic[] {
  const out: Diagnostic[] = [];
  records.forEach((record, i) => {
    if (record.errorKey !== undefined && !Object.hasOwn(catalogue, record.errorKey))
      out.push({ file, pointer: `/${i}/errorKey`, code: C.missingMessage, message: `errorKey "${record.errorKey}" has no text in the message catalogue` });
  });
  for (const { at, message, catalogueKey } of rulePlaceholderProblems(records, catalogue)) {
    const textFile = catalogueKey === undefined ? undefined : typeof catalogueFile === 'function' ? catalogueFile(catalogueKey) : catalogueFile;
    const inCatalogue = textFile !== undefined && catalogueKey !== undefined;
    out.push({ file: inCatalogue ? textFile : file, pointer: inCatalogue ? formatPointer([catalogueKey]) : at, code: C.unknownPlaceholder, message });
  }
  return out;
}

/** Records of the right shape, against the journey they apply to and its messages. */
export function ruleRecordsAgainstJourney(journey: Journey, catalogue: MessageCatalogue, records: readonly RuleRecord[], file: string): Diagnostic[] {
  return [...ruleRecordTextFindings(catalogue, records, file), ...checkRuleRecords(journey, records, file)];
}

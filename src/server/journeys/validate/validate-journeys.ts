/**
 * `journey validate`: everything that can be wrong in a journeys folder, found before an
 * applicant's browser does: format, references, widgets and screens, schemas that do not
 * compile, broken bindings, duplicate or unreachable steps, missing message texts, placeholders
 * naming nothing, and a decision policy that does not fit the product.
 */
import { mergeLifecycles, withStepStages } from '../../../engine/journey/assemble-journey';
import type { LifecycleTable } from '../../../engine/journey/journey.types';
import { resolveRefs, UnresolvedRefError } from '../../../engine/journey/resolve-refs';
import type { JsonSchema } from '../../../engine/json-schema.types';
import { formatPointer } from '../../../engine/json-pointer';
import { isUiMessage } from '../../../engine/binding/ui-messages';
import { createAjv } from '../../../engine/validation/create-ajv';
import { pairKeywordOf, pairKeywords } from '../../../engine/validation/keyword-message-keys';
import path from 'node:path';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import type { RuleRecordFiles } from '../read-rule-files';
import { assembleFolder, type JourneyFolder } from '../read-journeys';
import { checkRuleRecords } from './check-rule-records';
import { formNameProblems } from './check-form-names';
import { ruleRecordShapeFindings, ruleRecordTextFindings } from './judge-rule-records';
import { checkPersonalData, checkUnsealedAnswers } from './check-personal-data';
import { checkScreenSettings } from './check-screen-settings';
import { checkMigrations } from './check-migrations';
import { checkJourneyFigures } from './check-journey-figures';
import { checkPolicyDisclosures } from './check-policy-disclosures';
import { duplicateKeys } from './json-text';
import { checkAnswerPointers } from './check-answer-pointers';
import { checkCheckout, checkOfferStatuses, checkReapplicationStages, checkRenewals, checkSiteDefault, type PlacedStep } from './check-product-settings';
import { schemaPlaceholderProblems, uiPlaceholderProblems } from './check-placeholders';
import { metaSchemaChecker } from '../check-meta-schema';
import {
  checkConditionFields,
  resolvedApplicationSchema,
  checkProductIds,
  checkProgress,
  checkStagesOfStatuses,
  checkStatusPagesReached,
  checkStepsLeft,
} from './check-flow';
import { forbiddenKeywords } from './forbidden-keywords';
import { checkCatalogue } from './check-catalogue';
import { checkLifecycle } from './check-lifecycle';
import { checkLifecycleStatuses, type LifecycleSource } from './check-lifecycle-statuses';
import { checkBindings } from './check-bindings';
import { checkScreenSteps } from './check-screen-steps';
import { checkGraph } from './check-step-graph';
import { checkOverrides } from './check-overrides';
import { checkProductMessages } from './check-product-messages';
import { productCatalogue } from '../../../engine/journey/compiled-journey';
import { visibilityProblems } from './check-visibility';
import { stepCycles } from './check-step-cycles';
import { checkLimits } from './check-limits';
import { checkDecisionPolicy } from '../check-decision-policy';
import { DiagnosticCode as C, isError, type Diagnostic } from '../diagnostics';

/** Catalogue keys a (resolved) form schema's `messages` name, each at its own entry. */
function messageKeysIn(node: unknown, at: string, out: { at: string; key: string }[] = []): { at: string; key: string }[] {
  if (Array.isArray(node)) node.forEach((n, i) => messageKeysIn(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'messages' && value && typeof value === 'object')
        for (const [keyword, name] of Object.entries(value)) out.push({ at: `${at}/messages${formatPointer([keyword])}`, key: String(name) });
      else messageKeysIn(value, `${at}${formatPointer([key])}`, out);
    }
  }
  return out;
}

/** Catalogue texts a uiSchema names (`ui:options` values `{ message, params }`), with where. */
function uiMessageKeys(uiSchema: Record<string, unknown>, at: string, out: { at: string; key: string }[] = []): { at: string; key: string }[] {
  for (const [name, value] of Object.entries(uiSchema)) {
    if (name === 'ui:options' && value && typeof value === 'object') {
      for (const [option, text] of Object.entries(value)) if (isUiMessage(text)) out.push({ at: `${at}/ui:options/${option}`, key: text.message });
    } else if (!name.startsWith('ui:') && value && typeof value === 'object' && !Array.isArray(value)) {
      uiMessageKeys(value as Record<string, unknown>, `${at}/${name}`, out);
    }
  }
  return out;
}

/**
 * Pair keywords (`postcodeInState`, `yearMonthNotInFuture`) of a form schema naming a property
 * their object does not have: the check would pass every answer silently. Answers each with its
 * pointer in the schema.
 */
function strayPairChecks(
  node: unknown,
  at: string,
  out: { at: string; keyword: string; name: string }[] = [],
): { at: string; keyword: string; name: string }[] {
  if (Array.isArray(node)) node.forEach((n, i) => strayPairChecks(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    const properties = Object.keys(object.properties ?? {});
    for (const [keyword, { on, other }] of Object.entries(pairKeywords)) {
      const check = object[keyword] as Record<string, unknown> | undefined;
      for (const name of [check?.[on], check?.[other]])
        if (typeof name === 'string' && !properties.includes(name)) out.push({ at: `${at}/${keyword}`, keyword, name });
    }
    for (const [key, value] of Object.entries(object)) if (!pairKeywordOf(key)) strayPairChecks(value, `${at}/${key}`, out);
  }
  return out;
}

function checkStep(placed: PlacedStep, documents: JourneyFolder['documents'], catalogue: JourneyFolder['catalogue']): Diagnostic[] {
  const { step, file, pointer } = placed;
  const out: Diagnostic[] = [];
  const report = (at: string, code: string, message: string) => out.push({ file, pointer: pointer + at, code, message });
  if (!step.form) return out;
  let schema: JsonSchema;
  try {
    schema = resolveRefs(step.form.schema, documents, '/form/schema', '#journey') as JsonSchema;
  } catch (error) {
    // At the reference's value, not the schema holding it.
    if (error instanceof UnresolvedRefError) report(`${error.at}/$ref`, C.unresolvedRef, error.message);
    else throw error;
    return out;
  }
  try {
    createAjv().compile(schema as object);
  } catch (error) {
    // Ajv names the first faulty keyword as "data/<pointer>": the finding goes to that keyword.
    const message = (error as Error).message;
    report(`/form/schema${/^schema is invalid: data(\/[^\s,]*)/.exec(message)?.[1] ?? ''}`, C.invalidSchema, message);
  }
  const properties = Object.keys((schema as Record<string, unknown>).properties ?? {});
  for (const key of Object.keys(step.form.bind ?? {})) {
    if (!properties.includes(key)) report(`/form/bind/${key}`, C.badBinding, `"${key}" is bound but is not a property of the form`);
  }
  for (const { at, code, message } of visibilityProblems(schema, step.form.visibleWhen ?? {})) report(at, code, message);
  for (const { at, code, message } of formNameProblems(schema, step.form.uiSchema)) report(at, code, message);
  for (const { at, keyword } of forbiddenKeywords(step.form.schema, '/form/schema'))
    report(at, C.forbiddenKeyword, `"${keyword}" is not used in a step's form: show or hide fields with visibleWhen, check answers with rule records`);
  for (const { at, keyword, name } of strayPairChecks(schema, '/form/schema'))
    report(at, C.badBinding, `${keyword} names "${name}", which is not a property beside it`);
  for (const { at, key } of messageKeysIn(schema, '/form/schema')) {
    if (!(key in catalogue)) report(at, C.missingMessage, `message key "${key}" has no text in the catalogue`);
  }
  for (const { at, key } of uiMessageKeys(step.form.uiSchema ?? {}, '/form/uiSchema')) {
    if (!(key in catalogue)) report(at, C.missingMessage, `message key "${key}" has no text in the catalogue`);
  }
  const unfilled = [...schemaPlaceholderProblems(schema, catalogue), ...uiPlaceholderProblems(step.form.uiSchema ?? {}, schema, catalogue)];
  for (const { at, message } of unfilled) report(at, C.unknownPlaceholder, message);
  return out;
}

/** The rule records files as the server judges them before storing them; answers the usable ones. */
function checkRuleFiles(ruleFiles: RuleRecordFiles, products: ReadonlySet<string>, out: Diagnostic[]): Map<string, { file: string; records: RuleRecord[] }> {
  const usable = new Map<string, { file: string; records: RuleRecord[] }>();
  for (const [product, { file, records, parseError }] of Object.entries(ruleFiles)) {
    if (parseError !== undefined) {
      out.push({ file, pointer: '', code: C.ruleRecord, message: `not JSON: ${parseError}` });
      continue;
    }
    if (!products.has(product)) {
      out.push({ file, pointer: '', code: C.unknownProduct, message: `rule records for "${product}", which no journey is`, severity: 'warning' });
      continue;
    }
    const findings = ruleRecordShapeFindings(records, file, path.basename(file));
    out.push(...findings);
    if (findings.length === 0) usable.set(product, { file, records: records as RuleRecord[] });
  }
  return usable;
}

export function validateJourneys(folder: JourneyFolder, metaSchema: JsonSchema, ruleFiles: RuleRecordFiles = {}): Diagnostic[] {
  const checkMeta = metaSchemaChecker(metaSchema);
  const out: Diagnostic[] = [];
  const usableRules = checkRuleFiles(ruleFiles, new Set(folder.sources.map((s) => String(s.json.product))), out);
  const productTexts = folder.sources.flatMap((s) => (s.messages ? [s.messages] : []));
  for (const { file, text } of [
    ...folder.sources,
    ...productTexts,
    ...Object.values(folder.fragments),
    ...(folder.catalogueSource ? [folder.catalogueSource] : []),
  ]) {
    for (const { pointer, offset } of duplicateKeys(text))
      out.push({ file, pointer, offset, code: C.duplicateKey, message: `"${pointer.split('/').pop()}" is written twice in one object; the later one wins` });
  }
  for (const fragment of Object.values(folder.fragments)) out.push(...checkMeta(fragment.file, fragment.json, 'fragment'));
  out.push(...checkCatalogue(folder));
  out.push(...checkSiteDefault(folder.sources));
  out.push(...checkRenewals(folder.sources));
  out.push(...checkProductIds(folder.sources));
  let application: unknown;
  for (const source of folder.sources) {
    const metaErrors = checkMeta(source.file, source.json, 'journey');
    out.push(...metaErrors);
    if (metaErrors.length > 0) continue;
    const journey = source.json;
    out.push(...checkProductMessages(source, folder.catalogue));
    // The product's steps and rule records read its own texts over the shared ones.
    const catalogue = productCatalogue(folder.catalogue, { messages: source.messages?.json });
    const placed: PlacedStep[] = journey.steps.map((step, i) => ({ step, file: source.file, pointer: `/steps/${i}` }));
    const fragmentLifecycles: LifecycleSource[] = [];
    let lifecycleAt = { file: source.file, pointer: '/lifecycle' };
    (journey.includes ?? []).forEach((include, i) => {
      const first = (journey.includes ?? []).indexOf(include);
      if (first < i) {
        out.push({
          file: source.file,
          pointer: `/includes/${i}`,
          code: C.duplicateInclude,
          message: `fragment "${include}" is included twice (also at /includes/${first}): its steps would be in the journey twice`,
        });
        return;
      }
      const fragment = folder.fragments[include];
      if (!fragment) {
        out.push({ file: source.file, pointer: `/includes/${i}`, code: C.missingFragment, message: `fragment "${include}" not found` });
        return;
      }
      (fragment.json.steps ?? []).forEach((step, j) => placed.push({ step, file: fragment.file, pointer: `/steps/${j}` }));
      if (fragment.json.lifecycle && !journey.lifecycle) lifecycleAt = { file: fragment.file, pointer: '/lifecycle' };
      fragmentLifecycles.push({ file: fragment.file, lifecycle: fragment.json.lifecycle });
    });
    let lifecycle: LifecycleTable = mergeLifecycles(
      fragmentLifecycles.map((f) => f.lifecycle),
      journey.lifecycle,
    );
    const statusFaults = checkLifecycleStatuses(source, fragmentLifecycles, lifecycle, (file, status) => checkMeta(file, status, 'lifecycleStatus'));
    out.push(...statusFaults);
    // The checks below read every status whole.
    if (statusFaults.length > 0) continue;
    // From here on the fragments' steps are checked as this product overrides them.
    const start = out.length;
    const overridden = checkOverrides(source, placed, (file, step) => checkMeta(file, step, 'step'));
    out.push(...overridden.findings);
    placed.splice(0, placed.length, ...overridden.placed);
    lifecycle = withStepStages(
      lifecycle,
      placed.map((p) => p.step),
    );
    // The journey itself is a document its steps' `$ref`s may point into.
    const documents: JourneyFolder['documents'] = { ...folder.documents, '#journey': { ...journey } };
    for (const p of placed) out.push(...checkStep(p, documents, catalogue));
    out.push(...checkGraph(placed, lifecycle.statuses), ...checkScreenSteps(placed));
    out.push(...checkLifecycle(placed, lifecycle, lifecycleAt));
    const cycles = stepCycles(placed);
    out.push(
      ...checkStepsLeft(placed),
      ...cycles.findings,
      ...checkProgress(placed, cycles.onCircle),
      ...checkStagesOfStatuses(lifecycle, lifecycleAt),
      ...checkStatusPagesReached(placed, lifecycle),
    );
    out.push(...checkLimits(journey, source.file));
    out.push(...checkJourneyFigures({ ...journey, lifecycle }, placed, lifecycle, lifecycleAt));
    out.push(...checkPolicyDisclosures(journey, placed));
    out.push(...checkCheckout(journey.checkout, placed, lifecycle, source.file));
    out.push(...checkOfferStatuses(journey, lifecycle, source.file));
    out.push(...checkScreenSettings(journey, placed, source.file, folder.fragments));
    out.push(...checkReapplicationStages(journey, placed, source.file));
    out.push(...checkDecisionPolicy({ ...journey, lifecycle }).map((finding) => ({ file: source.file, ...finding })));
    const rules = usableRules.get(journey.product);
    // A text's fault is found in the file the product's text comes from: its own texts, or the shared catalogue.
    const textFile = (key: string) => (source.messages && Object.hasOwn(source.messages.json, key) ? source.messages.file : folder.catalogueSource?.file);
    if (rules) out.push(...ruleRecordTextFindings(catalogue, rules.records, rules.file, textFile));
    if (!out.some(isError)) {
      const [assembled] = assembleFolder({ ...folder, sources: [source] });
      out.push(...checkPersonalData(assembled, source.file), ...checkUnsealedAnswers(assembled, placed));
      out.push(...checkMigrations(assembled, source.file));
      out.push(...checkConditionFields(assembled, placed, (application ??= resolvedApplicationSchema(folder.documents))));
      out.push(...checkBindings(assembled, placed, application));
      out.push(...checkAnswerPointers(assembled, source.file, application));
      if (rules) out.push(...checkRuleRecords(assembled, rules.records, rules.file));
    }
    out.splice(start, out.length - start, ...out.slice(start).map(overridden.relocate));
  }
  // A fragment several journeys include is checked with each: say each of its findings once.
  const once = new Map(out.map((d) => [`${d.file}\0${d.pointer}\0${d.code}\0${d.message}`, d]));
  return [...once.values()];
}

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
import { parsePointer } from '../../../engine/json-pointer';
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
import { checkPersonalData } from './check-personal-data';
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
import { checkBindings } from './check-bindings';
import { checkScreenSteps } from './check-screen-steps';
import { checkOverrides } from './check-overrides';
import { checkLimits } from './check-limits';
import { checkDecisionPolicy } from '../check-decision-policy';
import { DiagnosticCode as C, isError, type Diagnostic } from '../diagnostics';

function messageKeysIn(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => messageKeysIn(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'messages' && value && typeof value === 'object') Object.values(value).forEach((k) => out.add(String(k)));
      else messageKeysIn(value, out);
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
    if (error instanceof UnresolvedRefError) report(error.at, C.unresolvedRef, error.message);
    else throw error;
    return out;
  }
  try {
    createAjv().compile(schema as object);
  } catch (error) {
    report('/form/schema', C.invalidSchema, (error as Error).message);
  }
  const properties = Object.keys((schema as Record<string, unknown>).properties ?? {});
  for (const key of Object.keys(step.form.bind ?? {})) {
    if (!properties.includes(key)) report(`/form/bind/${key}`, C.badBinding, `"${key}" is bound but is not a property of the form`);
  }
  for (const field of Object.keys(step.form.visibleWhen ?? {})) {
    const [first] = parsePointer(field);
    if (!properties.includes(first)) report(`/form/visibleWhen`, C.badBinding, `visibleWhen names "${field}", which is not a field of the form`);
  }
  for (const { at, code, message } of formNameProblems(schema, step.form.uiSchema)) report(at, code, message);
  for (const { at, keyword } of forbiddenKeywords(step.form.schema, '/form/schema'))
    report(at, C.forbiddenKeyword, `"${keyword}" is not used in a step's form: show or hide fields with visibleWhen, check answers with rule records`);
  for (const { at, keyword, name } of strayPairChecks(schema, '/form/schema'))
    report(at, C.badBinding, `${keyword} names "${name}", which is not a property beside it`);
  for (const key of messageKeysIn(schema, new Set())) {
    if (!(key in catalogue)) report('/form/schema', C.missingMessage, `message key "${key}" has no text in the catalogue`);
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
  for (const { file, text } of [...folder.sources, ...Object.values(folder.fragments), ...(folder.catalogueSource ? [folder.catalogueSource] : [])]) {
    for (const pointer of duplicateKeys(text))
      out.push({ file, pointer, code: C.duplicateKey, message: `"${pointer.split('/').pop()}" is written twice in one object; the later one wins` });
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
    const placed: PlacedStep[] = journey.steps.map((step, i) => ({ step, file: source.file, pointer: `/steps/${i}` }));
    let lifecycle: LifecycleTable = journey.lifecycle ?? { statuses: {} };
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
      lifecycle = mergeLifecycles(fragment.json.lifecycle, lifecycle);
    });
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
    for (const p of placed) out.push(...checkStep(p, documents, folder.catalogue));
    out.push(...checkGraph(placed, lifecycle.statuses), ...checkScreenSteps(placed));
    out.push(...checkLifecycle(placed, lifecycle, lifecycleAt));
    out.push(
      ...checkStepsLeft(placed),
      ...checkProgress(placed),
      ...checkStagesOfStatuses(lifecycle, lifecycleAt),
      ...checkStatusPagesReached(placed, lifecycle),
    );
    out.push(...checkLimits(journey, source.file));
    out.push(...checkJourneyFigures({ ...journey, lifecycle }, placed, lifecycle, lifecycleAt));
    out.push(...checkPolicyDisclosures(journey, placed));
    out.push(...checkCheckout(journey.checkout, placed, lifecycle, source.file));
    out.push(...checkOfferStatuses(journey, lifecycle, source.file));
    out.push(...checkReapplicationStages(journey, placed, source.file));
    out.push(...checkDecisionPolicy({ ...journey, lifecycle }).map((finding) => ({ file: source.file, ...finding })));
    const rules = usableRules.get(journey.product);
    if (rules) out.push(...ruleRecordTextFindings(folder.catalogue, rules.records, rules.file));
    if (!out.some(isError)) {
      const [assembled] = assembleFolder({ ...folder, sources: [source] });
      out.push(...checkPersonalData(assembled, source.file));
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

function checkGraph(placed: PlacedStep[], lifecycle: LifecycleTable['statuses']): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ids = new Map<string, PlacedStep>();
  const routes = new Map<string, PlacedStep>();
  const stages = new Map<string, PlacedStep>();
  for (const p of placed) {
    const at = (suffix: string, code: string, message: string) => out.push({ file: p.file, pointer: p.pointer + suffix, code, message });
    if (ids.has(p.step.id)) at('/id', C.duplicateId, `step id "${p.step.id}" is used twice`);
    for (const [suffix, route] of [['/route', p.step.route] as const, ...(p.step.aliases ?? []).map((a, i) => [`/aliases/${i}`, a] as const)]) {
      if (routes.has(route)) at(suffix, C.duplicateRoute, `route "${route}" is also used by step "${routes.get(route)!.step.id}"`);
      routes.set(route, p);
    }
    if (stages.has(p.step.stage)) at('/stage', C.duplicateStage, `stage "${p.step.stage}" is also used by step "${stages.get(p.step.stage)!.step.id}"`);
    ids.set(p.step.id, p);
    stages.set(p.step.stage, p);
    if (!(lifecycle[p.step.status]?.stages ?? []).includes(p.step.stage)) {
      at('/stage', C.stageNotInLifecycle, `stage "${p.step.stage}" is not listed for status ${p.step.status} in the lifecycle table`);
    }
  }
  // Entry points: the first step, the first step of every other status (reached by a status
  // change) and public pages.
  const entries = new Set<string>();
  const seenStatus = new Set<string>();
  for (const p of placed) {
    if (p.step.guards.includes('public')) entries.add(p.step.id); // reached by its URL
    if (!seenStatus.has(p.step.status)) {
      seenStatus.add(p.step.status);
      entries.add(p.step.id);
    }
  }
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const p = ids.get(id);
    // A step edited in place is reached with the step that edits it.
    (p?.step.edits ?? []).forEach((edited, i) => {
      const target = ids.get(edited);
      if (!target?.step.form)
        out.push({ file: p!.file, pointer: `${p!.pointer}/edits/${i}`, code: C.unknownTarget, message: `"${edited}" is not a form step of the journey` });
      else queue.push(edited);
    });
    (p?.step.next ?? []).forEach((t, i) => {
      if (!ids.has(t.to))
        out.push({ file: p!.file, pointer: `${p!.pointer}/next/${i}/to`, code: C.unknownTarget, message: `transition to unknown step "${t.to}"` });
      else queue.push(t.to);
    });
  }
  for (const p of placed) {
    if (!reached.has(p.step.id))
      out.push({
        file: p.file,
        pointer: p.pointer,
        code: C.unreachable,
        message: `step "${p.step.id}" cannot be reached from the first step or a status change`,
      });
  }
  return out;
}

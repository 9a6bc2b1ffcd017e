/**
 * `journey explain <product> <step>`: one step as the engine runs it: where it lives (route,
 * stage, status, guards), what it asks (fields with their types, widgets, bindings and
 * conditions), the rule records that check those fields, its texts, and where it can go next
 * and be reached from, and where each part of it comes from (the product's file, a fragment, or
 * the product's override of a fragment's step) and each text (the shared catalogue, or the
 * product's own texts). The step may be named by id, stage or route.
 */
import { boundPointer, formProperties } from '../../src/engine/binding/form-binding';
import type { Journey, JourneyStep } from '../../src/engine/journey/journey.types';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import type { MessageCatalogue } from '../../src/engine/validation/messages';
import { isLimitReference, limitAt } from '../../src/engine/rules/with-product-limits';
import { fieldPatterns, recordNamesField } from '../../src/engine/journey/field-patterns';
import { describeCondition } from './picture';
import { stepRouteName } from '../../src/engine/journey/route-names';
import { originLines, type StepOrigin } from './step-origin';

type SchemaObject = Record<string, unknown>;

export function findStep(journey: Journey, name: string): JourneyStep | undefined {
  return journey.steps.find((s) => s.id === name || s.stage === name || s.route === name || `/${journey.product}/${s.route}` === name);
}

/** `string (email)`, `integer 1000..300000 step 1000`, `one of A, B`, `list of object`. */
function typeOf(schema: SchemaObject | undefined): string {
  if (!schema) return 'unknown';
  if (Array.isArray(schema.enum)) return `one of ${(schema.enum as unknown[]).map(String).join(', ')}`;
  if ('const' in schema) return `always ${JSON.stringify(schema.const)}`;
  const type = Array.isArray(schema.type) ? (schema.type as string[]).join(' | ') : String(schema.type ?? 'any');
  if (type === 'array') return `list of ${typeOf(schema.items as SchemaObject | undefined)}`;
  const extras = [
    schema.format ? `(${String(schema.format)})` : '',
    schema.minimum !== undefined || schema.maximum !== undefined ? `${String(schema.minimum ?? '')}..${String(schema.maximum ?? '')}` : '',
    schema.multipleOf !== undefined ? `step ${String(schema.multipleOf)}` : '',
    schema.minLength !== undefined || schema.maxLength !== undefined ? `length ${String(schema.minLength ?? 0)}..${String(schema.maxLength ?? '')}` : '',
    schema.pattern ? `pattern ${String(schema.pattern)}` : '',
  ].filter(Boolean);
  return [type, ...extras].join(' ');
}

/** A parameter naming a limit reads as its number, and says where it comes from: `20 (#/limits/minAddedOwnerShare)`. */
function ruleSummary(record: RuleRecord, limits: unknown): string {
  return record.rules
    .map((rule) => {
      const parameters = (rule.ruleParameters ?? []).map(({ parameter }) =>
        isLimitReference(parameter) ? `${limitAt(limits, parameter) ?? '?'} (${parameter.trim()})` : parameter,
      );
      return `${rule.ruleType.validationRuleType}${parameters.length ? `(${parameters.join(', ')})` : ''}`;
    })
    .join(', ');
}

/** A catalogue text as the product shows it, and the file it comes from. */
function textOf(journey: Journey, catalogue: MessageCatalogue, key: string): string {
  const own = journey.messages?.[key];
  if (own !== undefined) return `"${own}" (${journey.product}'s own text, ${journey.product}.messages.en-AU.json)`;
  return catalogue[key] === undefined ? '(NO TEXT in the catalogue)' : `"${catalogue[key]}" (shared, messages.en-AU.json)`;
}

function fieldLines(journey: Journey, step: JourneyStep, catalogue: MessageCatalogue): string[] {
  const form = step.form!;
  const properties = ((form.schema as SchemaObject).properties ?? {}) as Record<string, SchemaObject>;
  const required = new Set(((form.schema as SchemaObject).required as string[] | undefined) ?? []);
  const lines: string[] = [];
  for (const property of formProperties(step)) {
    const schema = properties[property];
    const ui = ((form.uiSchema ?? {})[property] ?? {}) as SchemaObject;
    const widget = ui['ui:widget'] ? `widget ${String(ui['ui:widget'])}` : 'widget (default)';
    lines.push(`  ${property}${required.has(property) ? ' *' : ''}: ${typeOf(schema)}`);
    lines.push(`      ${schema?.title ? `"${String(schema.title)}", ` : ''}${widget}, stored at ${boundPointer(step, property)}`);
    const condition = form.visibleWhen?.[`/${property}`];
    if (condition !== undefined) lines.push(`      shown when ${describeCondition(condition)}`);
    for (const [keyword, key] of Object.entries((schema?.messages ?? {}) as Record<string, string>)) {
      lines.push(`      ${keyword}: ${key} ${textOf(journey, catalogue, key)}`);
    }
  }
  return lines;
}

export function explainStep(journey: Journey, step: JourneyStep, records: readonly RuleRecord[], catalogue: MessageCatalogue, origin?: StepOrigin): string {
  const edited = (step.edits ?? []).map((id) => journey.steps.find((s) => s.id === id)).filter((s): s is JourneyStep => s !== undefined);
  const fields = fieldPatterns(journey, [step, ...edited]);
  const applying = records.filter((r) => recordNamesField(r, fields) === true);
  const unreadable = records.filter((r) => recordNamesField(r, fields) === undefined);
  const from = journey.steps.filter((s) => (s.next ?? []).some((t) => t.to === step.id) || (s.edits ?? []).includes(step.id));
  const lines = [
    `${step.id} (${journey.product}: ${journey.title})`,
    `  route     /${journey.product}/${step.route}`,
    `  name      ${stepRouteName(journey.product, step.id)} (the router's route name)`,
    `  stage     ${step.stage}`,
    `  status    ${step.status}`,
    `  guards    ${step.guards.join(', ') || 'none'}`,
  ];
  if (step.title) lines.push(`  title     ${step.title}`);
  if (step.subtitle) lines.push(`  subtitle  ${step.subtitle}`);
  if (step.progress) lines.push(`  progress  ${step.progress.percent}%, about ${step.progress.minutesLeft} minutes left`);
  if (step.screen) lines.push(`  screen    ${step.screen}${step.screenProps ? ` (props: ${Object.keys(step.screenProps).join(', ')})` : ''}`);
  if (edited.length) lines.push(`  edits     ${edited.map((s) => s.id).join(', ')} (in place, as cards)`);
  if (step.completeWhen !== undefined) lines.push(`  done when ${describeCondition(step.completeWhen)}`);
  if (origin) lines.push('', ...originLines(step, origin));
  if (step.form) lines.push('', 'Fields (* required):', ...fieldLines(journey, step, catalogue));
  for (const s of edited) if (s.form) lines.push('', `Fields of ${s.id} (* required):`, ...fieldLines(journey, s, catalogue));
  lines.push('', `Rule records (${applying.length}):`);
  for (const record of applying) {
    lines.push(`  ${record.jsonPath}: ${ruleSummary(record, journey.limits)}`);
    if (record.errorKey !== undefined) lines.push(`      errorKey ${record.errorKey} ${textOf(journey, catalogue, record.errorKey)}`);
  }
  if (applying.length === 0) lines.push('  none');
  if (unreadable.length)
    lines.push(`  and ${unreadable.length} record(s) whose path cannot be read statically: ${unreadable.map((r) => r.jsonPath).join(', ')}`);
  lines.push('', 'Next:');
  for (const t of step.next ?? []) lines.push(`  -> ${t.to}${t.when !== undefined ? ` when ${describeCondition(t.when)}` : ''}`);
  if (!(step.next ?? []).length) lines.push(`  none: the step ends the ${step.status} status group`);
  lines.push(`Reached from: ${from.map((s) => s.id).join(', ') || (journey.steps[0] === step ? 'the start' : 'a status change (or nowhere)')}`);
  return lines.join('\n');
}

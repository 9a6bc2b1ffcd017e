/**
 * Two assembled revisions of one product's journey -> what the newer one changes for
 * applications stored under the older one (see release-finding.ts). Framework-free: `journey
 * diff` runs it on two folders, the server on a stored revision and the one it starts with.
 */
import { boundPointer, formProperties } from '../binding/form-binding';
import type { Journey, JourneyStep } from '../journey/journey.types';
import type { JsonSchema } from '../json-schema.types';
import { formatPointer } from '../json-pointer';
import type { RuleRecord } from '../rules/rule-record.types';
import type { ReleaseFinding } from './release-finding';

export interface JourneyRevisionContent {
  journey: Journey;
  /** The product's rule records as the release ships them; left out, they are not compared. */
  ruleRecords?: readonly RuleRecord[];
}

export function diffJourneys(before: JourneyRevisionContent, after: JourneyRevisionContent): ReleaseFinding[] {
  return [
    ...removedStatuses(before.journey, after.journey),
    ...removedStages(before.journey, after.journey),
    ...removedSteps(before.journey, after.journey),
    ...movedBinds(before.journey, after.journey),
    ...newlyRequired(before.journey, after.journey),
    ...tightenedLimits(before.journey.limits, after.journey.limits),
    ...(before.ruleRecords && after.ruleRecords ? diffRuleRecords(before.ruleRecords, after.ruleRecords) : []),
  ];
}

function removedStatuses(before: Journey, after: Journey): ReleaseFinding[] {
  return Object.keys(before.lifecycle.statuses)
    .filter((status) => !(status in after.lifecycle.statuses))
    .map((status) => ({ kind: 'statusRemoved', status }));
}

/** A stage a step had, now no step's: an application stored there has no page of its own. */
function removedStages(before: Journey, after: Journey): ReleaseFinding[] {
  const kept = new Set(after.steps.map((s) => s.stage));
  return before.steps.filter((s) => !kept.has(s.stage)).map((s) => ({ kind: 'stageRemoved', stage: s.stage, status: s.status }));
}

function removedSteps(before: Journey, after: Journey): ReleaseFinding[] {
  const kept = new Set(after.steps.map((s) => s.id));
  return before.steps.filter((s) => !kept.has(s.id)).map((s) => ({ kind: 'stepRemoved', step: s.id, stage: s.stage }));
}

function movedBinds(before: Journey, after: Journey): ReleaseFinding[] {
  const out: ReleaseFinding[] = [];
  for (const step of after.steps) {
    const old = before.steps.find((s) => s.id === step.id);
    if (!old?.form || !step.form) continue;
    const oldFields = new Set(formProperties(old));
    for (const field of formProperties(step)) {
      if (!oldFields.has(field)) continue;
      const from = boundPointer(old, field);
      const to = boundPointer(step, field);
      if (from !== to) out.push({ kind: 'bindMoved', step: step.id, field, from, to });
    }
  }
  return out;
}

const objectSchema = (schema: JsonSchema | undefined): { [keyword: string]: unknown } | undefined =>
  typeof schema === 'object' && schema !== null ? schema : undefined;

/** Every required field of a form, by its application pointer: nested objects' too. */
function requiredPointers(step: JourneyStep): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: JsonSchema | undefined, field: string, pointer: string) => {
    const schema = objectSchema(node);
    if (!schema) return;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const name of (schema.required as string[] | undefined) ?? []) out.set(pointer + formatPointer([name]), `${field}.${name}`);
    for (const [name, child] of Object.entries(properties)) walk(child, `${field}.${name}`, pointer + formatPointer([name]));
  };
  const form = objectSchema(step.form?.schema);
  const properties = (form?.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (form?.required as string[] | undefined) ?? []) out.set(boundPointer(step, name), name);
  for (const field of formProperties(step)) walk(properties[field], field, boundPointer(step, field));
  return out;
}

/**
 * A field the newer revision requires that the older did not (a new required field, or a
 * required one added to a step): stored applications may miss its answer.
 */
function newlyRequired(before: Journey, after: Journey): ReleaseFinding[] {
  const wasRequired = new Set(before.steps.flatMap((s) => [...requiredPointers(s).keys()]));
  return after.steps.flatMap((step) =>
    [...requiredPointers(step)]
      .filter(([pointer]) => !wasRequired.has(pointer))
      .map(([pointer, field]): ReleaseFinding => ({ kind: 'fieldNewlyRequired', step: step.id, field, pointer })),
  );
}

/**
 * A limit named as a minimum that rose or as a maximum that fell, or a step that changed: an
 * answer that fitted the old limits may not fit the new ones. A share from which an owner must
 * be declared (a threshold) tightens as it falls.
 */
function tightenedLimits(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): ReleaseFinding[] {
  const out: ReleaseFinding[] = [];
  for (const [name, value] of Object.entries(after)) {
    const old = before[name];
    const limit = prefix + name;
    if (typeof value === 'object' && value !== null && typeof old === 'object' && old !== null) {
      out.push(...tightenedLimits(old as Record<string, unknown>, value as Record<string, unknown>, `${limit}.`));
    } else if (typeof value === 'number' && typeof old === 'number' && value !== old) {
      const lower = /max|threshold/i.test(name);
      const higher = /min/i.test(name);
      const tightened = (lower && value < old) || (higher && value > old) || (!lower && !higher);
      if (tightened) out.push({ kind: 'limitTightened', limit, from: old, to: value });
    }
  }
  return out;
}

/**
 * Rule records added, removed or changed, by JSONPath: `journey diff` compares two rules files, the
 * server's start-up the records the database holds with the release's file that replaces them.
 */
export function diffRuleRecords(before: readonly RuleRecord[], after: readonly RuleRecord[]): ReleaseFinding[] {
  const byPath = (records: readonly RuleRecord[]) => {
    const grouped = new Map<string, string[]>();
    for (const record of records) grouped.set(record.jsonPath, [...(grouped.get(record.jsonPath) ?? []), JSON.stringify(record)]);
    return new Map([...grouped].map(([path, texts]) => [path, texts.sort().join('\n')]));
  };
  const old = byPath(before);
  const current = byPath(after);
  const out: ReleaseFinding[] = [];
  for (const [jsonPath, text] of current) {
    if (!old.has(jsonPath)) out.push({ kind: 'ruleRecordChanged', jsonPath, change: 'added' });
    else if (old.get(jsonPath) !== text) out.push({ kind: 'ruleRecordChanged', jsonPath, change: 'changed' });
  }
  for (const jsonPath of old.keys()) if (!current.has(jsonPath)) out.push({ kind: 'ruleRecordChanged', jsonPath, change: 'removed' });
  return out;
}

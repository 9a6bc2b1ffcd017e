/**
 * The server's judgement on a change to an application (every PATCH): the data the change
 * introduces must be valid, it may only touch fields a step owns, and a stage can be left
 * only when every step before the target on the applicant's path is complete.
 */
import type { Operation } from 'fast-json-patch';
import { accountPointers, sameEmail } from '../binding/account-fields';
import { declaresAnswer } from '../binding/declared-answer';
import { boundPointer, formProperties } from '../binding/form-binding';
import { meetsCompletionCondition, stepPath, withEditedSteps } from '../graph/step-graph';
import type { CompiledJourney } from '../journey/compiled-journey';
import { getAt, parsePointer, pointersOverlap } from '../json-pointer';
import { diffChange, type ChangeDiff } from '../patch/changed-pointers';
import type { JourneyStep } from '../journey/journey.types';
import type { FieldError } from '../validation/field-error';
import { pairKeywordOf } from '../validation/keyword-message-keys';
import { messageText } from '../validation/messages';
import { stepVerdicts, type StepVerdicts } from '../validation/validate-step';
import type { RuleRecord } from '../rules/rule-record.types';

export interface ApplicationChangeInput {
  status: string;
  fromStage: string;
  toStage: string;
  before: unknown;
  after: unknown;
  /** `jsonPatch.compare(before, after)`, when the caller compared the documents already. */
  difference?: readonly Operation[];
  /** The product's rule records, applied with the schema rules. */
  ruleRecords?: readonly RuleRecord[];
  /** Errors of the whole document against the entity schema (application.schema.json). */
  entityErrors?: (document: unknown) => FieldError[];
  /** The signed-in account's e-mail: the journey's `account.email` field must keep it. */
  accountEmail?: string;
}

export type ChangeVerdict = { ok: true; stage: string } | { ok: false; errors: FieldError[] };

function refusal(cj: CompiledJourney, path: string, key: string): ChangeVerdict {
  return { ok: false, errors: [{ path, key, message: messageText(cj.catalogue, key), source: key }] };
}

/**
 * A value written into a field its conditions hide (trust details for a company, co-owners after
 * "no other owners") is refused: the browser never sends one, and it would never be validated.
 */
function writtenIntoHiddenField(steps: readonly JourneyStep[], verdicts: (step: JourneyStep) => StepVerdicts, written: readonly string[]): string | undefined {
  const inside = (pointer: string, field: string) => pointer === field || pointer.startsWith(field + '/');
  // Only the steps showing a written field are judged: a step binding none of them has no say.
  return written.find((pointer) => {
    const showing = steps.filter((step) => fieldsOf(step).bound.some((field) => inside(pointer, field)));
    return showing.length > 0 && showing.every((step) => verdicts(step).hidden.some((field) => inside(pointer, field)));
  });
}

/** Keywords of a form's root whose errors lie inside its fields (a missing answer's at the answer; a pair's, below, on a field it names). */
const FIELD_KEYWORDS = new Set(['type', 'properties', 'required', 'title', 'description']);

/** A field a step owns: where it is kept and the form's schema of it. */
interface OwnedField {
  pointer: string;
  schema: unknown;
}

/** What the check reads of a step's form, the same for every change. */
interface StepFields {
  /** The pointers its form properties are bound to. */
  bound: string[];
  owned: OwnedField[];
  /** Whether its form's root has a keyword that reports on the whole form, not inside its fields. */
  reportsOnWholeForm: boolean;
}

/** Worked out once per step of a compiled journey (which is never changed), not once per change. */
const stepFields = new WeakMap<JourneyStep, StepFields>();

function fieldsOf(step: JourneyStep): StepFields {
  let fields = stepFields.get(step);
  if (fields) return fields;
  const schema = (step.form?.schema ?? {}) as Record<string, unknown>;
  const properties = ((schema as { properties?: Record<string, unknown> }).properties ?? {}) as Record<string, unknown>;
  const declared = formProperties(step);
  const owned = declared.map((p) => ({ pointer: boundPointer(step, p), schema: properties[p] }));
  const onFields = (keyword: string) =>
    FIELD_KEYWORDS.has(keyword) ||
    (pairKeywordOf(keyword) !== undefined && Object.values(schema[keyword] as Record<string, string>).every((p) => declared.includes(p)));
  fields = { bound: owned.map((field) => field.pointer), owned, reportsOnWholeForm: !Object.keys(schema).every(onFields) };
  stepFields.set(step, fields);
  return fields;
}

/**
 * Whether a step's draft errors can touch a changed field: every error of a step lies inside the
 * fields it binds, unless its form's root has a keyword that reports on the whole form.
 */
function mayReportOn(step: JourneyStep, changed: readonly string[]): boolean {
  const { reportsOnWholeForm, bound } = fieldsOf(step);
  return reportsOnWholeForm || bound.some((field) => changed.some((pointer) => pointersOverlap(pointer, field)));
}

/** The steps an applicant may edit at one status, and the fields they own. */
interface Editable {
  steps: readonly JourneyStep[];
  owned: readonly OwnedField[];
}

const NOTHING_EDITABLE: Editable = { steps: [], owned: [] };

/**
 * Worked out once per compiled journey (which is never changed) for each status its form steps
 * have, not once per change: a journey's statuses are few and fixed, whatever a row holds.
 */
const editableByStatus = new WeakMap<CompiledJourney, ReadonlyMap<string, Editable>>();

function editableAt(cj: CompiledJourney, status: string): Editable {
  let byStatus = editableByStatus.get(cj);
  if (!byStatus) {
    const forms = cj.journey.steps.filter((s) => s.form);
    const statuses = new Set(forms.map((s) => s.status));
    byStatus = new Map(
      [...statuses].map((at) => {
        const steps = forms.filter((s) => s.status === at);
        return [at, { steps, owned: steps.flatMap((step) => fieldsOf(step).owned) }];
      }),
    );
    editableByStatus.set(cj, byStatus);
  }
  return byStatus.get(status) ?? NOTHING_EDITABLE;
}

/**
 * A change may write inside the fields steps own, what their schemas declare (an invoice's amount,
 * not a property no form asks for, in a list item as in a section). Above them it may only lay
 * down an empty container for them to go into; replacing a section (`/business` = "x", `/owners`
 * = {}) is not writing a field, whatever fields lie inside it. Removing an undeclared value is
 * allowed: it tidies what was kept before.
 */
function strayPointer(owned: readonly OwnedField[], diff: ChangeDiff, after: unknown): string | undefined {
  const owners = (pointer: string) => owned.filter((field) => pointer === field.pointer || pointer.startsWith(field.pointer + '/'));
  const above = (pointer: string) => owned.some((field) => field.pointer.startsWith(pointer + '/'));
  const written = new Set(diff.writtenLeaves);
  return diff.changedLeaves.find((pointer) => {
    const inside = owners(pointer);
    if (inside.length > 0) {
      return written.has(pointer) && !inside.some((field) => declaresAnswer(field.schema, parsePointer(pointer.slice(field.pointer.length))));
    }
    if (!above(pointer)) return true;
    const value = getAt(after, pointer);
    return !(value === undefined || (value !== null && typeof value === 'object' && Object.keys(value).length === 0));
  });
}

/** Every string of the document is one line of text: no control characters, no lone surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function withControlCharacters(written: readonly string[], after: unknown): string | undefined {
  return written.find((pointer) => {
    const value = getAt(after, pointer);
    return typeof value === 'string' && CONTROL_CHARACTERS.test(value);
  });
}

/**
 * A field a step shows is refused in the step's words, which are the browser's (a journey may
 * give a field its own message, as the overdraft limit does); the entity's words remain for
 * values no step's check catches.
 */
function asTheFormSaysIt(entityErrors: readonly FieldError[], stepErrors: readonly FieldError[]): FieldError[] {
  return entityErrors.map((error) => stepErrors.find((e) => e.path === error.path) ?? error);
}

/** Several steps may show the same field (the owner's e-mail): report it once. */
function onePerPath(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.path) && seen.add(e.path));
}

export function checkApplicationChange(cj: CompiledJourney, change: ApplicationChangeInput): ChangeVerdict {
  const records = change.ruleRecords ?? [];
  const editable = editableAt(cj, change.status);
  const editableSteps = editable.steps;
  // Each step's pipeline runs once per change: the draft check, the hidden fields and a stage move's check read the same run.
  const judged = new Map<string, StepVerdicts>();
  const verdicts = (step: JourneyStep): StepVerdicts => {
    let verdict = judged.get(step.id);
    if (!verdict) judged.set(step.id, (verdict = stepVerdicts(cj, step.id, change.after, records)));
    return verdict;
  };
  const diff = diffChange(change.before, change.after, change.difference);
  const { changed } = diff;

  if (changed.length > 0) {
    if (editableSteps.length === 0) return refusal(cj, '', 'applicationLocked');
    const stray = strayPointer(editable.owned, diff, change.after);
    if (stray !== undefined) return refusal(cj, stray, 'notAllowed');
    const accountField =
      change.accountEmail === undefined
        ? undefined
        : accountPointers(cj.journey).find(
            (pointer) => changed.some((c) => pointersOverlap(c, pointer)) && !sameEmail(getAt(change.after, pointer), change.accountEmail),
          );
    if (accountField !== undefined) return refusal(cj, accountField, 'accountEmailFixed');
    const controlled = withControlCharacters(diff.writtenLeaves, change.after);
    if (controlled !== undefined) return refusal(cj, controlled, 'controlCharacters');
    const stepErrors = () =>
      editableSteps
        .filter((s) => mayReportOn(s, changed))
        .flatMap((s) => verdicts(s).draft)
        .filter((e) => changed.some((pointer) => pointersOverlap(pointer, e.path) || (e.involves ?? []).some((field) => pointersOverlap(pointer, field))));
    const malformed = (change.entityErrors?.(change.after) ?? []).filter((e) => changed.some((pointer) => pointersOverlap(pointer, e.path)));
    if (malformed.length > 0) return { ok: false, errors: onePerPath(asTheFormSaysIt(malformed, stepErrors())) };
    const intoHidden = writtenIntoHiddenField(editableSteps, verdicts, diff.writtenLeaves);
    if (intoHidden !== undefined) return refusal(cj, intoHidden, 'notAllowed');
    const errors = stepErrors();
    if (errors.length > 0) return { ok: false, errors: onePerPath(errors) };
  }

  if (change.toStage === change.fromStage) return { ok: true, stage: change.fromStage };
  const target = cj.stepOfStage(change.toStage);
  if (!target || target.status !== change.status) return refusal(cj, '', 'stageNotAllowed');
  const path = stepPath(cj, change.after);
  const targetIndex = path.findIndex((s) => s.id === target.id);
  if (targetIndex < 0) return refusal(cj, '', 'stageNotAllowed');
  const before = withEditedSteps(cj, path.slice(0, targetIndex));
  const errors = before.flatMap((s) => verdicts(s).complete);
  if (errors.length > 0) return { ok: false, errors: onePerPath(errors) };
  // Every step before the target (and each step it edits in place) has passed validation just
  // above; what completeness adds is the steps' completeWhen conditions.
  const unfinished = before.find((s) => !meetsCompletionCondition(cj, s, change.after));
  if (unfinished) return refusal(cj, '', 'stageNotAllowed');
  const fromIndex = path.findIndex((s) => s.stage === change.fromStage);
  // Going back to edit an earlier step keeps the furthest stage reached.
  return { ok: true, stage: fromIndex > targetIndex ? change.fromStage : change.toStage };
}

/**
 * How an application moves through a journey, checked as a whole: a form step the applicant can
 * never leave, progress that goes backwards along a transition, a stage the lifecycle lists under
 * two live statuses, a status page no move of the lifecycle ever leads to, a product id two files
 * claim, and conditions (`when`, `completeWhen`) reading answers nothing writes or comparing them
 * with values they never take.
 */
import type { Journey, JourneyFile, LifecycleTable } from '../../../engine/journey/journey.types';
import { resolveRefs, type SchemaDocuments } from '../../../engine/journey/resolve-refs';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import { fieldPatterns, tokenMatches } from '../../../engine/journey/field-patterns';
import { conditionReads, schemaAt, valuesNeverTaken } from './condition-reads';
import { boundPointer, formProperties } from '../../../engine/binding/form-binding';
import { formatPointer, parsePointer } from '../../../engine/json-pointer';
import type { PlacedStep } from './check-product-settings';

type SchemaObject = Record<string, unknown>;

/** A form step whose transitions are all conditional strands the applicant whose answers match none. */
export function checkStepsLeft(placed: readonly PlacedStep[]): Diagnostic[] {
  // A step edited in place on another (the renewal's confirmation page) is left with that page.
  const editedInPlace = new Set(placed.flatMap((p) => p.step.edits ?? []));
  return placed.flatMap(({ step, file, pointer }) => {
    if (!step.form || editedInPlace.has(step.id)) return [];
    const next = step.next ?? [];
    if (next.length === 0)
      return [{ file, pointer, code: C.stepNeverLeft, message: `form step "${step.id}" has no transition: the applicant cannot continue past it` }];
    if (next.every((t) => t.when !== undefined))
      return [
        {
          file,
          pointer: `${pointer}/next`,
          code: C.stepNeverLeft,
          message: `every transition of step "${step.id}" is conditional: an applicant whose answers match none cannot continue (end with one without "when")`,
        },
      ];
    return [];
  });
}

/**
 * Along every transition the progress bar moves forward and the minutes left do not grow. A
 * transition on a circle of steps is left out: the circle is the fault, said once with its steps.
 */
export function checkProgress(placed: readonly PlacedStep[], onCircle: (from: string, to: string) => boolean = () => false): Diagnostic[] {
  const byId = new Map(placed.map((p) => [p.step.id, p]));
  return placed.flatMap(({ step, file, pointer }) =>
    (step.next ?? []).flatMap((transition, i) => {
      const from = step.progress;
      const to = byId.get(transition.to)?.step.progress;
      if (!from || !to || onCircle(step.id, transition.to) || (to.percent >= from.percent && to.minutesLeft <= from.minutesLeft)) return [];
      return [
        {
          file,
          pointer: `${pointer}/next/${i}`,
          code: C.progressBackwards,
          message: `progress goes backwards from "${step.id}" (${from.percent}%, ${from.minutesLeft} min left) to "${transition.to}" (${to.percent}%, ${to.minutesLeft} min left)`,
        },
      ];
    }),
  );
}

/**
 * A stage names where an application in a status stands, so one stage under two statuses is
 * ambiguous while the application still moves; ended statuses may share their page (withdrawn
 * by the lender or by the applicant).
 */
export function checkStagesOfStatuses(lifecycle: LifecycleTable, at: { file: string; pointer: string }): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ownerOf = new Map<string, string>();
  const ended = (status: string) => (lifecycle.statuses[status]?.next ?? []).length === 0;
  for (const [status, entry] of Object.entries(lifecycle.statuses)) {
    entry.stages.forEach((stage, i) => {
      const other = ownerOf.get(stage);
      if (other !== undefined && !(ended(other) && ended(status)))
        out.push({
          ...at,
          pointer: `${at.pointer}/statuses/${status}/stages/${i}`,
          code: C.stageUnderTwoStatuses,
          message: `stage "${stage}" is listed under status ${other} too: where an application stands would be ambiguous`,
        });
      else ownerOf.set(stage, status);
    });
  }
  return out;
}

/** Statuses an application can come to: the initial one and every one a move, a decision or a named role leads to. */
export function reachableStatuses(lifecycle: LifecycleTable): Set<string> {
  const named = [lifecycle.initial, lifecycle.submitted, lifecycle.documentsReceived, lifecycle.offerAccepted, lifecycle.offerExpired, lifecycle.expired];
  const reached = new Set<string>();
  const queue = [...named, lifecycle.withdrawnByCustomer, ...Object.values(lifecycle.decided ?? {})].filter((s): s is string => typeof s === 'string');
  while (queue.length > 0) {
    const status = queue.shift()!;
    if (reached.has(status)) continue;
    reached.add(status);
    const entry = lifecycle.statuses[status];
    queue.push(...(entry?.next ?? []), ...(entry?.reopen ?? []));
  }
  return reached;
}

/** A page for a status no application comes to is never shown (public pages are reached by their address). */
export function checkStatusPagesReached(placed: readonly PlacedStep[], lifecycle: LifecycleTable): Diagnostic[] {
  if (!lifecycle.initial) return [];
  const reached = reachableStatuses(lifecycle);
  return placed
    .filter(({ step }) => !step.guards.includes('public') && step.status in lifecycle.statuses && !reached.has(step.status))
    .map(({ step, file, pointer }) => ({
      file,
      pointer: `${pointer}/status`,
      code: C.statusNeverReached,
      message: `no move of the lifecycle leads to status ${step.status}: step "${step.id}" is never shown`,
      severity: 'warning' as const,
    }));
}

/** Two journey files for one product: the later would silently replace the earlier. */
export function checkProductIds(sources: readonly { file: string; json: JourneyFile }[]): Diagnostic[] {
  const first = new Map<string, string>();
  return sources.flatMap(({ file, json }) => {
    const product = String(json.product);
    const earlier = first.get(product);
    if (earlier === undefined) {
      first.set(product, file);
      return [];
    }
    return [{ file, pointer: '/product', code: C.duplicateProduct, message: `product "${product}" is also the product of ${earlier}` }];
  });
}

/** The application schema with its references in place, once per journeys folder. */
export const resolvedApplicationSchema = (documents: SchemaDocuments): unknown =>
  resolveRefs(documents['application.schema.json'] ?? {}, documents, '', 'application.schema.json');

/** Whether the application schema describes the path (an open object admits anything below it). */
export function describedBy(schema: unknown, tokens: readonly string[]): boolean {
  if (tokens.length === 0) return true;
  if (!schema || typeof schema !== 'object') return schema === true;
  const node = schema as SchemaObject;
  const [head, ...rest] = tokens;
  const parts = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(node[k]) ? node[k] : []));
  if (parts.some((part) => describedBy(part, tokens))) return true;
  if (head === '*' || /^\d+$/.test(head)) return node.items !== undefined && describedBy(node.items, rest);
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  if (Object.hasOwn(properties, head)) return describedBy(properties[head], rest);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') return describedBy(node.additionalProperties, rest);
  return node.type === 'object' && node.properties === undefined && node.additionalProperties !== false;
}

/** The schema of the answer a form of the journey stores at the path, or else the application schema's. */
function answerSchema(journey: Journey, application: unknown, path: readonly string[]) {
  for (const step of journey.steps) {
    const properties = ((step.form?.schema as SchemaObject | undefined)?.properties ?? {}) as Record<string, unknown>;
    for (const property of formProperties(step)) {
      const stored = parsePointer(boundPointer(step, property));
      if (stored.length <= path.length && stored.every((t, k) => tokenMatches(t, path[k]))) {
        const found = schemaAt(properties[property], path.slice(stored.length));
        if (found) return found;
      }
    }
  }
  return schemaAt(application, path);
}

/**
 * Conditions of transitions and `completeWhen` over the application document must read answers
 * a form of the journey writes or the application schema describes (what the server writes),
 * and compare them with values those answers can take; a misspelt name or a value an enumeration
 * no longer has would make the condition never (or always) hold, silently.
 */
export function checkConditionFields(journey: Journey, placed: readonly PlacedStep[], application: unknown): Diagnostic[] {
  const fields = fieldPatterns(journey);
  const known = (path: string[]) =>
    fields.some((f) => f.length >= path.length && path.every((t, k) => tokenMatches(f[k], t))) || describedBy(application, path);
  const out: Diagnostic[] = [];
  for (const { step, file, pointer } of placed) {
    const conditions = [
      ...(step.next ?? []).map((t, i) => ({ at: `${pointer}/next/${i}/when`, schema: t.when })),
      { at: `${pointer}/completeWhen`, schema: step.completeWhen },
    ];
    for (const { at, schema } of conditions) {
      for (const read of conditionReads(schema, at)) {
        const name = formatPointer(read.tokens);
        if (!known(read.tokens)) {
          out.push({
            file,
            pointer: read.at,
            code: C.unknownConditionField,
            message: `the condition reads "${name}", which no form writes and the application does not have`,
          });
          break;
        }
        const answer = read.test && answerSchema(journey, application, read.tokens);
        for (const { at: valueAt, value } of answer ? valuesNeverTaken(read.test!, answer) : [])
          out.push({
            file,
            pointer: read.at + valueAt,
            code: C.conditionValue,
            message: `the condition compares "${name}" with ${JSON.stringify(value)}, which is not a value the answer takes`,
          });
      }
    }
  }
  return out;
}

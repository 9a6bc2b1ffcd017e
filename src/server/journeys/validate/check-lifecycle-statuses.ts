/**
 * The statuses of a product's lifecycle as its own entries leave them merged into its fragments'
 * (mergeLifecycles): each must still be a whole status. A fault of a key the journey wrote is shown
 * at that key in the journey's file; one of an entry the journey left alone, in the fragment that
 * wrote it, once for every product including it. A status a journey removes with `null` that the
 * fragments do not have names nothing, and is said so at its line.
 */
import { formatPointer, getAt, parsePointer } from '../../../engine/json-pointer';
import type { JourneyFile, LifecycleTable } from '../../../engine/journey/journey.types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';

/** Checks one whole status against the journey format; pointers relative to the status. */
export type StatusShapeCheck = (file: string, status: unknown) => Diagnostic[];

export interface LifecycleSource {
  file: string;
  lifecycle?: LifecycleTable;
}

/** The longest leading part of `pointer` the patch itself writes: where a fault it causes shows. */
function deepestWritten(patch: unknown, pointer: string): string {
  const tokens = parsePointer(pointer);
  for (let n = tokens.length; n > 0; n--) {
    const prefix = formatPointer(tokens.slice(0, n));
    if (getAt(patch, prefix) !== undefined) return prefix;
  }
  return '';
}

export function checkLifecycleStatuses(
  journey: { file: string; json: Pick<JourneyFile, 'lifecycle'> },
  fragments: readonly LifecycleSource[],
  merged: LifecycleTable,
  checkShape: StatusShapeCheck,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const own = journey.json.lifecycle?.statuses ?? {};
  for (const [status, patch] of Object.entries(own)) {
    const at = `/lifecycle/statuses${formatPointer([status])}`;
    if (patch === null && !fragments.some((f) => f.lifecycle?.statuses[status])) {
      out.push({ file: journey.file, pointer: at, code: C.unknownStatus, message: `status ${status} is removed, but no included fragment has it` });
    }
  }
  for (const [status, entry] of Object.entries(merged.statuses)) {
    const key = formatPointer([status]);
    const patch = own[status];
    if (patch === undefined) {
      const origin = fragments.find((f) => f.lifecycle?.statuses[status]);
      if (origin) out.push(...checkShape(origin.file, entry).map((f) => ({ ...f, pointer: `/lifecycle/statuses${key}${f.pointer}` })));
      continue;
    }
    for (const fault of checkShape(journey.file, entry)) {
      const missing = /^missing property "(.+)"$/.exec(fault.message)?.[1];
      if (fault.pointer === '' && missing !== undefined && patch?.[missing as keyof typeof patch] === null) {
        out.push({ ...fault, pointer: `/lifecycle/statuses${key}${formatPointer([missing])}`, message: `${missing} cannot be removed: every status has one` });
        continue;
      }
      // Any other key the merge left missing (a status of the journey's own written in part) shows at the status.
      const where = deepestWritten(patch, fault.pointer);
      const detail = where === fault.pointer || fault.pointer === '' ? '' : ` (at ${fault.pointer.slice(1)} of the status as merged)`;
      out.push({ ...fault, pointer: `/lifecycle/statuses${key}${where}`, message: `${fault.message}${detail}` });
    }
  }
  return out;
}

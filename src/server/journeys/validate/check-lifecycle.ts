import type { LifecycleTable } from '../../../engine/journey/journey.types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { PlacedStep } from './check-product-settings';

/**
 * The lifecycle's own consistency, and whether every status an application can have has a page:
 * a status no step covers falls back to the generic status page, which says only the status's
 * title, so the analyst is told.
 */
export function checkLifecycle(placed: PlacedStep[], lifecycle: LifecycleTable, at: { file: string; pointer: string }): Diagnostic[] {
  const out: Diagnostic[] = [];
  const statuses = lifecycle.statuses;
  const report = (pointer: string, code: string, message: string, severity?: 'warning') =>
    out.push({ ...at, pointer: at.pointer + pointer, code, message, ...(severity ? { severity } : {}) });
  for (const key of ['initial', 'submitted', 'documentsReceived', 'offerAccepted', 'offerExpired', 'expired', 'withdrawnByCustomer'] as const) {
    const status = lifecycle[key];
    if (status !== undefined && !(status in statuses)) report(`/${key}`, C.unknownStatus, `${key} status "${status}" is not a status of the lifecycle`);
  }
  if (lifecycle.validForDays !== undefined && !lifecycle.expired)
    report('/validForDays', C.unknownStatus, 'validForDays needs an expired status to move lapsed applications to');
  if (lifecycle.expired && lifecycle.initial && !(statuses[lifecycle.initial]?.next ?? []).includes(lifecycle.expired)) {
    report('/expired', C.unknownStatus, `the initial status "${lifecycle.initial}" may not move to the expired status "${lifecycle.expired}"`);
  }
  for (const [outcome, status] of Object.entries(lifecycle.decided ?? {})) {
    if (!(status in statuses)) report(`/decided/${outcome}`, C.unknownStatus, `decided.${outcome} status "${status}" is not a status of the lifecycle`);
  }
  for (const [status, entry] of Object.entries(statuses)) {
    (entry.next ?? []).forEach((to, i) => {
      if (!(to in statuses))
        report(`/statuses/${status}/next/${i}`, C.unknownStatus, `status ${status} moves to "${to}", which is not a status of the lifecycle`);
    });
    (entry.reopen ?? []).forEach((to, i) => {
      const pointer = `/statuses/${status}/reopen/${i}`;
      if (!(to in statuses)) report(pointer, C.unknownStatus, `status ${status} re-opens to "${to}", which is not a status of the lifecycle`);
      else if ((entry.next ?? []).length > 0) report(pointer, C.unknownStatus, `status ${status} is not terminal: only an ended application is re-opened`);
      else if ((statuses[to]?.next ?? []).length === 0) report(pointer, C.unknownStatus, `status ${status} re-opens to "${to}", which is terminal too`);
    });
    const covered = placed.some((p) => entry.stages.includes(p.step.stage));
    if (!covered)
      report(`/statuses/${status}`, C.statusWithoutPage, `no step covers status ${status}: an application in it is shown the generic status page`, 'warning');
  }
  for (const p of placed) {
    if (!(p.step.status in statuses))
      out.push({ file: p.file, pointer: `${p.pointer}/status`, code: C.unknownStatus, message: `status "${p.step.status}" is not a status of the lifecycle` });
  }
  return out;
}

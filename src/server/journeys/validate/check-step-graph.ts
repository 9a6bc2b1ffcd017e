/**
 * The steps as a graph: ids, routes and stages each used once, every stage listed for its step's
 * status, transitions and in-place edits naming steps of the journey, and every step reached from
 * the first step, a status change or its own public address.
 */
import type { LifecycleTable } from '../../../engine/journey/journey.types';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { PlacedStep } from './check-product-settings';

export function checkGraph(placed: PlacedStep[], lifecycle: LifecycleTable['statuses']): Diagnostic[] {
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

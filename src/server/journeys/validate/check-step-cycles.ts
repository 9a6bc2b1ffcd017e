/**
 * Steps whose transitions lead round in a circle: an applicant following them would come back to
 * a step already left and never reach the end. Each circle is one finding, at the transition that
 * closes it (the one leading back to a step written earlier), naming every step on it.
 */
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { PlacedStep } from './check-product-settings';

/** Groups of steps each reachable from every other along transitions (Tarjan), only the circles. */
function circles(placed: readonly PlacedStep[]): Set<string>[] {
  const next = new Map(placed.map((p) => [p.step.id, (p.step.next ?? []).map((t) => t.to)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: Set<string>[] = [];
  const visit = (id: string) => {
    index.set(id, index.size);
    low.set(id, index.get(id)!);
    stack.push(id);
    for (const to of next.get(id) ?? []) {
      if (!next.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(id, Math.min(low.get(id)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(id, Math.min(low.get(id)!, index.get(to)!));
    }
    if (low.get(id) !== index.get(id)) return;
    const group = new Set<string>();
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      group.add(member);
      if (member === id) break;
    }
    if (group.size > 1 || (next.get(id) ?? []).includes(id)) out.push(group);
  };
  for (const id of next.keys()) if (!index.has(id)) visit(id);
  return out;
}

/** The steps from `from` to `to` along transitions inside the group (breadth first, so the shortest way). */
function wayWithin(placed: readonly PlacedStep[], group: Set<string>, from: string, to: string): string[] {
  const byId = new Map(placed.map((p) => [p.step.id, p.step]));
  const cameFrom = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0 && !cameFrom.has(to)) {
    const id = queue.shift()!;
    for (const t of byId.get(id)?.next ?? [])
      if (group.has(t.to) && !cameFrom.has(t.to)) {
        cameFrom.set(t.to, id);
        queue.push(t.to);
      }
  }
  const way = [to];
  while (way[0] !== from) way.unshift(cameFrom.get(way[0])!);
  return way;
}

/** The steps of every circle, and the transitions on one (which other checks, such as progress, then leave to this one). */
export function stepCycles(placed: readonly PlacedStep[]): { findings: Diagnostic[]; onCircle: (from: string, to: string) => boolean } {
  const groups = circles(placed);
  const order = new Map(placed.map((p, i) => [p.step.id, i]));
  const findings: Diagnostic[] = [];
  for (const group of groups) {
    // The transition back: from the step written last to one written earlier (or to itself).
    const members = placed.filter((p) => group.has(p.step.id));
    const closing = members
      .flatMap((p) => (p.step.next ?? []).map((t, i) => ({ p, t, i })))
      .filter(({ p, t }) => group.has(t.to) && order.get(t.to)! <= order.get(p.step.id)!)
      .at(-1)!;
    const way = [...wayWithin(placed, group, closing.t.to, closing.p.step.id), closing.t.to];
    findings.push({
      file: closing.p.file,
      pointer: `${closing.p.pointer}/next/${closing.i}/to`,
      code: C.stepCycle,
      message: `the transitions lead round in a circle: ${way.map((id) => `"${id}"`).join(' -> ')}: an applicant could go round it without end`,
    });
  }
  return { findings, onCircle: (from, to) => groups.some((g) => g.has(from) && g.has(to)) };
}

/**
 * `journey graph`: each journey as Mermaid flowcharts: its steps and transitions, and its
 * lifecycle (the statuses, the moves between them, and the page each status lands on).
 */
import type { Journey } from '../../src/engine/journey/journey.types';
import { assembleFolder, type JourneyFolder } from '../../src/server/journeys/read-journeys';

function stepGraph(journey: Journey): string[] {
  const lines = [`%% ${journey.product}: ${journey.title}: steps`, 'flowchart TD'];
  for (const step of journey.steps) {
    lines.push(`  ${step.id}["${step.id}<br/>/${journey.product}/${step.route}<br/>${step.status}"]`);
    for (const t of step.next ?? []) lines.push(`  ${step.id} -->${t.when ? '|when …|' : ''} ${t.to}`);
    // Steps edited in place, as cards of this one: answered with it, never walked through.
    for (const edited of step.edits ?? []) lines.push(`  ${step.id} -.->|edits| ${edited}`);
  }
  return lines;
}

/** Statuses as nodes (terminal ones rounded), each labelled with the step it lands on or the generic status page. */
function lifecycleGraph(journey: Journey): string[] {
  const { initial, submitted, statuses } = journey.lifecycle;
  const lines = [`%% ${journey.product}: lifecycle (initial ${initial}, submitted ${submitted})`, 'flowchart LR'];
  for (const [status, entry] of Object.entries(statuses)) {
    const landing = journey.steps.find((s) => entry.stages.includes(s.stage));
    const label = `${status}<br/>${landing ? `/${journey.product}/${landing.route}` : 'status page'}`;
    lines.push((entry.next ?? []).length === 0 ? `  ${status}(["${label}"])` : `  ${status}["${label}"]`);
    for (const to of entry.next ?? []) lines.push(`  ${status} --> ${to}`);
  }
  return lines;
}

export function mermaidGraph(folder: JourneyFolder): string {
  return assembleFolder(folder)
    .map((journey) => [...stepGraph(journey), '', ...lifecycleGraph(journey)].join('\n'))
    .join('\n\n');
}

/** `journey graph`: each journey's steps and transitions as a Mermaid flowchart. */
import { assembleFolder, type JourneyFolder } from '../../src/server/journeys/read-journeys';

export function mermaidGraph(folder: JourneyFolder): string {
  return assembleFolder(folder)
    .map((journey) => {
      const lines = [`%% ${journey.product}: ${journey.title}`, 'flowchart TD'];
      for (const step of journey.steps) {
        lines.push(`  ${step.id}["${step.id}<br/>/${journey.product}/${step.route}<br/>${step.status}"]`);
        for (const t of step.next ?? []) lines.push(`  ${step.id} -->${t.when ? '|when …|' : ''} ${t.to}`);
      }
      return lines.join('\n');
    })
    .join('\n\n');
}

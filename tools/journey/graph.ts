/**
 * `journey graph`: each journey as Mermaid flowcharts, its steps and its lifecycle (picture.ts
 * says what is drawn; graph-svg.ts draws the same as a picture).
 */
import type { Journey } from '../../src/engine/journey/journey.types';
import { assembleFolder, type JourneyFolder } from '../../src/server/journeys/read-journeys';
import { journeyPicture, type PictureGraph } from './picture';

const mermaidText = (text: string) => text.replace(/"/g, '#quot;');

export function mermaidOf(graph: PictureGraph): string {
  const lines = [`%% ${graph.title}`, `flowchart ${graph.direction}`];
  const edgesFrom = new Map<string, typeof graph.edges>();
  for (const edge of graph.edges) edgesFrom.set(edge.from, [...(edgesFrom.get(edge.from) ?? []), edge]);
  for (const node of graph.nodes) {
    const label = mermaidText(node.lines.join('<br/>'));
    lines.push(node.final && graph.direction === 'LR' ? `  ${node.id}(["${label}"])` : `  ${node.id}["${label}"]`);
    for (const edge of edgesFrom.get(node.id) ?? []) {
      const arrow = edge.dotted ? '-.->' : '-->';
      lines.push(`  ${edge.from} ${arrow}${edge.label ? `|${mermaidText(edge.label)}|` : ''} ${edge.to}`);
    }
  }
  return lines.join('\n');
}

export function journeyMermaid(journey: Journey): string {
  return journeyPicture(journey).map(mermaidOf).join('\n\n');
}

export function mermaidGraph(folder: JourneyFolder, product?: string): string {
  return assembleFolder(folder)
    .filter((journey) => product === undefined || journey.product === product)
    .map(journeyMermaid)
    .join('\n\n');
}

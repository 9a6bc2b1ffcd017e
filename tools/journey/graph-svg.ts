/**
 * `journey graph --svg / --html`: the picture a person opens. Dagre lays the graph out (ranks,
 * crossings, edge routes); this file only writes the boxes, arrows and labels as SVG, and puts
 * each journey's pictures on one HTML page with their Mermaid text beside them.
 */
import dagre from '@dagrejs/dagre';
import { mermaidOf } from './graph';
import type { PictureGraph } from './picture';

const FONT = 12;
const LINE = 16;
const CHAR = 6.8; // average width of a 12px sans-serif character
const PAD = 10;

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const GAP = 30;
const MARGIN = 20;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const sizeOf = (lines: readonly string[]) => ({ width: Math.max(...lines.map((l) => l.length)) * CHAR + 2 * PAD, height: lines.length * LINE + 2 * PAD });

export function pictureSvg(graph: PictureGraph): string {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: graph.direction === 'TD' ? 'TB' : 'LR', nodesep: GAP, ranksep: 50, marginx: MARGIN, marginy: MARGIN });
  g.setDefaultEdgeLabel(() => ({}));
  // Nodes no arrow touches (status pages) go in rows under the graph rather than in one long rank.
  const linked = new Set(graph.edges.flatMap((e) => [e.from, e.to]));
  const [connected, loose] = [graph.nodes.filter((n) => linked.has(n.id)), graph.nodes.filter((n) => !linked.has(n.id))];
  for (const node of connected) g.setNode(node.id, sizeOf(node.lines));
  graph.edges.forEach((edge, i) => {
    const label = edge.label ?? '';
    g.setEdge(edge.from, edge.to, { width: label.length * CHAR, height: label ? LINE : 0, labelpos: 'c' }, `e${i}`);
  });
  dagre.layout(g);
  const laidOut = g.graph();
  const boxes = new Map<string, Box>(connected.map((n) => [n.id, g.node(n.id) as Box]));
  const rowWidth = Math.max(laidOut.width ?? 0, 1200);
  let [cursorX, cursorY, rowHeight] = [MARGIN, (laidOut.height ?? 0) + (connected.length ? GAP : MARGIN), 0];
  for (const node of loose) {
    const size = sizeOf(node.lines);
    if (cursorX + size.width > rowWidth - MARGIN && cursorX > MARGIN) [cursorX, cursorY, rowHeight] = [MARGIN, cursorY + rowHeight + GAP, 0];
    boxes.set(node.id, { x: cursorX + size.width / 2, y: cursorY + size.height / 2, ...size });
    [cursorX, rowHeight] = [cursorX + size.width + GAP, Math.max(rowHeight, size.height)];
  }
  const width = Math.max(laidOut.width ?? 0, ...[...boxes.values()].map((b) => b.x + b.width / 2 + MARGIN));
  const height = Math.max(laidOut.height ?? 0, ...[...boxes.values()].map((b) => b.y + b.height / 2 + MARGIN));

  const shapes: string[] = [];
  graph.edges.forEach((edge, i) => {
    const laid = g.edge({ v: edge.from, w: edge.to, name: `e${i}` });
    const points: { x: number; y: number }[] = laid.points ?? [];
    const d = points.map((p, k) => `${k === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
    shapes.push(`<path d="${d}" class="edge${edge.dotted ? ' dotted' : ''}" marker-end="url(#arrow)"/>`);
    if (edge.label && laid.x !== undefined && laid.y !== undefined) {
      shapes.push(`<text x="${laid.x.toFixed(1)}" y="${(laid.y + 4).toFixed(1)}" class="edge-label">${xml(edge.label)}</text>`);
    }
  });
  for (const node of graph.nodes) {
    const { x, y, width: w, height: h } = boxes.get(node.id)!;
    const [left, top] = [x - w / 2, y - h / 2];
    shapes.push(
      `<g class="node${node.final ? ' final' : ''}"><title>${xml(node.lines.join('\n'))}</title>` +
        `<rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${node.final ? 14 : 4}"/>` +
        node.lines
          .map((line, k) => `<text x="${x.toFixed(1)}" y="${(top + PAD + (k + 1) * LINE - 4).toFixed(1)}"${k === 0 ? ' class="name"' : ''}>${xml(line)}</text>`)
          .join('') +
        '</g>',
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width)}" height="${Math.ceil(height)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" role="img" aria-label="${xml(graph.title)}">`,
    `<title>${xml(graph.title)}</title>`,
    '<style>',
    `  text { font: ${FONT}px system-ui, sans-serif; text-anchor: middle; fill: #1a202c; }`,
    '  .name { font-weight: 600; }',
    '  .node rect { fill: #f0f7f6; stroke: #0f766e; stroke-width: 1.2; }',
    '  .node.final rect { fill: #fff7ed; stroke: #c2410c; }',
    '  .edge { fill: none; stroke: #4a5568; stroke-width: 1.2; }',
    '  .edge.dotted { stroke-dasharray: 4 3; }',
    '  .edge-label { fill: #2d3748; font-style: italic; }',
    '</style>',
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#4a5568"/></marker></defs>',
    ...shapes,
    '</svg>',
  ].join('\n');
}

/** One page: each picture with its title, and the Mermaid text under it for pasting elsewhere. */
export function picturesHtml(title: string, graphs: readonly PictureGraph[]): string {
  const sections = graphs.map(
    (graph) =>
      `<section id="${graph.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">\n<h2>${xml(graph.title)}</h2>\n<div class="picture">${pictureSvg(graph)}</div>\n` +
      `<details><summary>Mermaid text</summary><pre>${xml(mermaidOf(graph))}</pre></details>\n</section>`,
  );
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${xml(title)}</title>`,
    '<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#1a202c}.picture{overflow:auto;border:1px solid #e2e8f0;padding:1rem}pre{background:#f7fafc;padding:1rem;overflow:auto}</style>',
    '</head>',
    `<body>\n<h1>${xml(title)}</h1>`,
    ...sections,
    '</body>',
    '</html>',
  ].join('\n');
}

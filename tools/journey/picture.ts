/**
 * What `journey graph` draws, as one model for every output (Mermaid text, SVG, HTML): per
 * journey, its steps (route, stage, status, guards; arrows with their conditions, dotted arrows
 * to the steps a screen edits in place) and its lifecycle (statuses, the page each lands on, the
 * moves between them), from the assembled journey the engine runs.
 */
import type { JsonSchema } from '../../src/engine/json-schema.types';
import type { Journey } from '../../src/engine/journey/journey.types';

export interface PictureNode {
  id: string;
  lines: string[];
  /** Rounded: a status with no way out, or a step that ends its status group. */
  final: boolean;
}

export interface PictureEdge {
  from: string;
  to: string;
  label?: string;
  /** Not a move: the screen edits that step in place. */
  dotted?: boolean;
}

export interface PictureGraph {
  title: string;
  direction: 'TD' | 'LR';
  nodes: PictureNode[];
  edges: PictureEdge[];
}

const json = (value: unknown) => JSON.stringify(value);

/** A transition's condition in a few words: `path = value`, `path in [...]`, `has path`, else its JSON. */
export function describeCondition(schema: JsonSchema, at = ''): string {
  if (typeof schema !== 'object' || schema === null) return json(schema);
  const s = schema as Record<string, unknown>;
  const parts: string[] = [];
  if ('const' in s) parts.push(`${at || 'value'} = ${json(s.const)}`);
  if (Array.isArray(s.enum)) parts.push(`${at || 'value'} in ${json(s.enum)}`);
  for (const name of (s.required as string[] | undefined) ?? []) parts.push(`has ${at}/${name}`);
  for (const [name, child] of Object.entries((s.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    parts.push(describeCondition(child, `${at}/${name}`));
  }
  if (s.items !== undefined && typeof s.items === 'object') parts.push(`each of ${at || 'the list'}: ${describeCondition(s.items as JsonSchema)}`);
  if (s.minItems !== undefined) parts.push(`${at || 'the list'} has at least ${json(s.minItems)}`);
  if (s.not !== undefined) parts.push(`not (${describeCondition(s.not as JsonSchema, at)})`);
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) if (key in s) parts.push(`${at || 'value'} ${key} ${json(s[key])}`);
  const known = new Set(['const', 'enum', 'required', 'properties', 'items', 'minItems', 'not', 'type', 'minimum', 'maximum', 'minLength', 'maxLength']);
  if (Object.keys(s).some((k) => !known.has(k))) return json(schema);
  return parts.filter(Boolean).join(' and ');
}

function stepGraph(journey: Journey): PictureGraph {
  const edited = new Set(journey.steps.flatMap((s) => s.edits ?? []));
  const nodes: PictureNode[] = journey.steps.map((step) => ({
    id: step.id,
    lines: [step.id, `/${journey.product}/${step.route}`, step.status, ...(step.guards.length ? [`guards: ${step.guards.join(', ')}`] : [])],
    final: (step.next ?? []).length === 0 && !edited.has(step.id),
  }));
  const edges: PictureEdge[] = journey.steps.flatMap((step) => [
    ...(step.next ?? []).map((t) => ({ from: step.id, to: t.to, ...(t.when !== undefined ? { label: `when ${describeCondition(t.when)}` } : {}) })),
    ...(step.edits ?? []).map((edited) => ({ from: step.id, to: edited, label: 'edits', dotted: true })),
  ]);
  return { title: `${journey.product}: ${journey.title}: steps`, direction: 'TD', nodes, edges };
}

/** Statuses as nodes, each with the step it lands on or the generic status page. */
function lifecycleGraph(journey: Journey): PictureGraph {
  const { initial, submitted, statuses } = journey.lifecycle;
  const nodes = Object.entries(statuses).map(([status, entry]) => {
    const landing = journey.steps.find((s) => entry.stages.includes(s.stage));
    return { id: status, lines: [status, landing ? `/${journey.product}/${landing.route}` : 'status page'], final: (entry.next ?? []).length === 0 };
  });
  const edges = Object.entries(statuses).flatMap(([status, entry]) => [
    ...(entry.next ?? []).map((to) => ({ from: status, to })),
    ...(entry.reopen ?? []).map((to) => ({ from: status, to, label: 're-opened by staff' })),
  ]);
  return { title: `${journey.product}: lifecycle (initial ${initial}, submitted ${submitted})`, direction: 'LR', nodes, edges };
}

export function journeyPicture(journey: Journey): PictureGraph[] {
  return [stepGraph(journey), lifecycleGraph(journey)];
}

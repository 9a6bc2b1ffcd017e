/**
 * The answers a journey marks as personal data (`personalData`: JSONPaths such as
 * `$.owners[*].dateOfBirth`), found in a document or in a JSON Patch of one, so the server can
 * seal them at rest and the console can mask them. Only simple paths: members, `[n]` and `[*]`.
 */
import { formatPointer, parsePointer } from '../json-pointer';
import { jsonPathTokens } from '../rules/json-path-tokens';

/** Token lists, '*' for any member or index. */
export type PersonalPatterns = readonly (readonly string[])[];

export function personalPatterns(jsonPaths: readonly string[]): PersonalPatterns {
  return jsonPaths.map((path) => {
    const tokens = jsonPathTokens(path);
    if (!tokens) throw new Error(`personalData "${path}" is not a simple JSONPath (members, [n] and [*] only).`);
    return tokens;
  });
}

/** A place in the patterns' tree: the members it names, any member ('*'), and whether a pattern ends here. */
interface PatternNode {
  members: Map<string, PatternNode>;
  any?: PatternNode;
  ends: boolean;
  /**
   * Where the patterns go on from this node alone below a member: below each member it names (with
   * `any`, if any), and below every other member. Worked out with the tree, so walking a document
   * allocates nothing to find its way.
   */
  belowNamed: Map<string, readonly PatternNode[]>;
  belowOther: readonly PatternNode[];
}

/** The patterns as one tree, built once per pattern list (a journey's list never changes). */
const trees = new WeakMap<PersonalPatterns, PatternNode>();

const newNode = (): PatternNode => ({ members: new Map(), ends: false, belowNamed: new Map(), belowOther: [] });

function settle(node: PatternNode): void {
  node.belowOther = node.any ? [node.any] : [];
  for (const [key, named] of node.members) {
    node.belowNamed.set(key, [named, ...node.belowOther]);
    settle(named);
  }
  if (node.any) settle(node.any);
}

function treeOf(patterns: PersonalPatterns): PatternNode {
  let root = trees.get(patterns);
  if (root) return root;
  root = newNode();
  for (const pattern of patterns) {
    let node = root;
    for (const token of pattern) {
      const next: PatternNode = (token === '*' ? node.any : node.members.get(token)) ?? newNode();
      if (token === '*') node.any = next;
      else node.members.set(token, next);
      node = next;
    }
    node.ends = true;
  }
  settle(root);
  trees.set(patterns, root);
  return root;
}

/** Where the patterns go on from `nodes` below the member `key` (a name and '*' may both lead on). */
function below(nodes: readonly PatternNode[], key: string): readonly PatternNode[] {
  if (nodes.length === 1) return nodes[0].belowNamed.get(key) ?? nodes[0].belowOther;
  const next: PatternNode[] = [];
  for (const node of nodes) next.push(...(node.belowNamed.get(key) ?? node.belowOther));
  return next;
}

type Container = Record<string, unknown> | unknown[];

/**
 * `copy` (of `value`, made on the first changed member) with the member `key` walked. A function
 * of its own, not a closure made for every container walked: four or five walks a request.
 */
function visit(
  value: Container,
  copy: Container | undefined,
  key: string,
  nodes: readonly PatternNode[],
  at: string[],
  map: (text: string, at: readonly string[]) => string,
): Container | undefined {
  const next = below(nodes, key);
  if (next.length === 0) return copy;
  const child = (value as Record<string, unknown>)[key];
  at.push(key);
  const mapped = walk(child, next, at, map);
  at.pop();
  if (mapped === child) return copy;
  const written = copy ?? (Array.isArray(value) ? [...value] : { ...value });
  (written as Record<string, unknown>)[key] = mapped;
  return written;
}

function walk(value: unknown, nodes: readonly PatternNode[], at: string[], map: (text: string, at: readonly string[]) => string): unknown {
  if (typeof value === 'string') return nodes.some((node) => node.ends) ? map(value, [...at]) : value;
  if (value === null || typeof value !== 'object') return value;
  const container = value as Container;
  let copy: Container | undefined;
  if (Array.isArray(container)) {
    for (let i = 0; i < container.length; i++) copy = visit(container, copy, String(i), nodes, at, map);
  } else if (nodes.some((node) => node.any)) {
    for (const key of Object.keys(container)) copy = visit(container, copy, key, nodes, at, map);
  } else if (nodes.length === 1) {
    // Only the members a pattern names are looked at: most of a document is never walked.
    for (const key of nodes[0].members.keys()) if (Object.hasOwn(container, key)) copy = visit(container, copy, key, nodes, at, map);
  } else {
    // Each named member once, though two patterns name it.
    const named = new Set(nodes.flatMap((node) => [...node.members.keys()]));
    for (const key of named) if (Object.hasOwn(container, key)) copy = visit(container, copy, key, nodes, at, map);
  }
  return copy ?? value;
}

/**
 * `value` (found at `at` in the document) with every string at a personal path passed through
 * `map`: containers on the way to a changed string are copied, everything else is shared (the
 * same value when `map` changes nothing).
 */
export function mapPersonalStrings(
  value: unknown,
  patterns: PersonalPatterns,
  map: (text: string, at: readonly string[]) => string,
  at: readonly string[] = [],
): unknown {
  if (patterns.length === 0) return value;
  let nodes: readonly PatternNode[] = [treeOf(patterns)];
  for (const token of at) nodes = below(nodes, token);
  return nodes.length === 0 ? value : walk(value, nodes, [...at], map);
}

/** What staff see in place of a personal answer until they reveal it. */
export const MASKED_ANSWER = '••••••';

export function maskPersonalAnswers(document: unknown, patterns: PersonalPatterns): unknown {
  return mapPersonalStrings(document, patterns, () => MASKED_ANSWER);
}

/** The personal answers of a document with their JSON Pointers, in document order. */
export function personalAnswersOf(document: unknown, patterns: PersonalPatterns): { pointer: string; value: string }[] {
  const found: { pointer: string; value: string }[] = [];
  mapPersonalStrings(document, patterns, (value, at) => {
    found.push({ pointer: formatPointer(at), value });
    return value;
  });
  return found;
}

interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

const isOperation = (op: unknown): op is PatchOperation =>
  typeof op === 'object' && op !== null && typeof (op as PatchOperation).op === 'string' && typeof (op as PatchOperation).path === 'string';

/** A JSON Patch with the personal strings among its values passed through `map`. */
export function mapPersonalStringsOfPatch(patch: unknown, patterns: PersonalPatterns, map: (text: string) => string): unknown {
  if (!Array.isArray(patch) || patterns.length === 0) return patch;
  return patch.map((op: unknown) => {
    if (!isOperation(op) || !('value' in op)) return op;
    return { ...op, value: mapPersonalStrings(op.value, patterns, map, parsePointer(op.path)) };
  });
}

/**
 * `value` (a document, or a JSON Patch of one) with each distinct personal string replaced by what
 * `replace` answers for it (undefined: kept); the same value when nothing was replaced.
 */
export async function replacePersonalStrings(
  value: unknown,
  kind: 'document' | 'patch',
  patterns: PersonalPatterns,
  replace: (text: string) => Promise<string | undefined>,
): Promise<unknown> {
  const walk = (map: (text: string) => string) =>
    kind === 'document' ? mapPersonalStrings(value, patterns, map) : mapPersonalStringsOfPatch(value, patterns, map);
  const found = new Set<string>();
  walk((text) => {
    found.add(text);
    return text;
  });
  const replaced = new Map<string, string>();
  await Promise.all(
    [...found].map(async (text) => {
      const next = await replace(text);
      if (next !== undefined && next !== text) replaced.set(text, next);
    }),
  );
  return replaced.size === 0 ? value : walk((text) => replaced.get(text) ?? text);
}

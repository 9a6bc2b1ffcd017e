/** RFC 6901 JSON Pointers over plain JSON documents. */

export function parsePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  if (!pointer.startsWith('/')) throw new Error(`Not a JSON Pointer: ${pointer}`);
  const tokens = pointer.slice(1).split('/');
  // Only a pointer with a '~' has escapes to undo; most have none, and are read on every change.
  return pointer.includes('~') ? tokens.map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~')) : tokens;
}

export function formatPointer(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => '/' + String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function getAt(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const token of parsePointer(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/**
 * Returns a copy of `doc` with `value` at `pointer`, creating objects (or arrays, for numeric
 * tokens) on the way. `undefined` removes the member. Untouched branches are shared, not copied.
 */
export function setAt<T>(doc: T, pointer: string, value: unknown): T {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) return value as T;
  return setTokens(doc, tokens, value) as T;
}

function setTokens(node: unknown, tokens: string[], value: unknown): unknown {
  const [head, ...rest] = tokens;
  const isIndex = /^\d+$/.test(head);
  const container: Record<string, unknown> | unknown[] = Array.isArray(node)
    ? [...node]
    : node !== null && typeof node === 'object'
      ? { ...(node as Record<string, unknown>) }
      : isIndex
        ? []
        : {};
  const current = (container as Record<string, unknown>)[head];
  const next = rest.length === 0 ? value : setTokens(current, rest, value);
  if (next === undefined && !Array.isArray(container)) delete container[head];
  else (container as Record<string, unknown>)[head] = next;
  return container;
}

/** True when one pointer is the other or lies inside it. */
export function pointersOverlap(a: string, b: string): boolean {
  return a === b || a.startsWith(b + '/') || b.startsWith(a + '/');
}

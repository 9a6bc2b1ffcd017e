/**
 * Faults of a JSON file's text that its parsed value no longer shows: a syntax error (reported at
 * the fault, not where JSON.parse gave up) and a key written twice in one object (the later one
 * silently wins).
 */
import { parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export interface TextPosition {
  line: number;
  column: number;
}

export function positionOf(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** The first syntax error of strict JSON (no comments, no trailing commas), if any. */
export function jsonSyntaxError(text: string): (TextPosition & { message: string }) | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  return first ? { ...positionOf(text, first.offset), message: `invalid JSON: ${printParseErrorCode(first.error)}` } : undefined;
}

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every key that repeats an earlier key of its object (the one that wins): its JSON Pointer, which
 * names the first one written too, and the offset of the repeat itself in the text.
 */
export function duplicateKeys(text: string): { pointer: string; offset: number }[] {
  const out: { pointer: string; offset: number }[] = [];
  const walk = (node: Node | undefined, at: string) => {
    if (!node) return;
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        const name = String(key?.value);
        if (seen.has(name)) out.push({ pointer: `${at}/${escapeToken(name)}`, offset: property.offset });
        seen.add(name);
        walk(value, `${at}/${escapeToken(name)}`);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, i) => walk(child, `${at}/${i}`));
    }
  };
  walk(parseTree(text), '');
  return out;
}

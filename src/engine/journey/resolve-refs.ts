/**
 * Inlines `$ref`s so every step's schema is self-contained (RJSF and the compiled validators
 * then need no reference resolution). Refs name a schema document by file name and a pointer:
 * `../schemas/application.schema.json#/$defs/firstName`, or `#/...` inside the same document.
 * Sibling keywords of a `$ref` (a title, a stricter maxLength) override the referenced ones.
 * `#/limits/loanAmount/min` inside a journey points into the journey itself, so a limit is
 * written once and the schema's minimum follows it.
 */
import type { JsonSchema } from '../json-schema.types';
import { getAt } from '../json-pointer';

export type SchemaDocuments = Readonly<Record<string, JsonSchema>>;

export class UnresolvedRefError extends Error {
  readonly code = 'JOURNEY_ERR_UNRESOLVED_REF';
  constructor(
    readonly ref: string,
    readonly at: string,
  ) {
    super(`Cannot resolve $ref "${ref}" at ${at}`);
  }
}

function documentName(ref: string): string {
  const file = ref.split('#')[0];
  return file.slice(file.lastIndexOf('/') + 1);
}

export function resolveRefs(node: unknown, documents: SchemaDocuments, at = '', current?: string, depth = 0): unknown {
  if (depth > 50) throw new UnresolvedRefError('(cycle)', at);
  if (Array.isArray(node)) return node.map((item, i) => resolveRefs(item, documents, `${at}/${i}`, current, depth));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  const resolvedRest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) resolvedRest[key] = resolveRefs(value, documents, `${at}/${key}`, current, depth);
  if (typeof $ref !== 'string') return resolvedRest;
  const docName = $ref.startsWith('#') ? current : documentName($ref);
  const document = docName ? documents[docName] : undefined;
  const fragment = $ref.includes('#') ? $ref.slice($ref.indexOf('#') + 1) : '';
  const target = document === undefined ? undefined : getAt(document, decodeURIComponent(fragment));
  if (target === undefined) throw new UnresolvedRefError($ref, at);
  const resolvedTarget = resolveRefs(target, documents, at, docName, depth + 1);
  // A reference to a plain value (a limit such as the minimum loan amount) stands for that value.
  if (!resolvedTarget || typeof resolvedTarget !== 'object' || Array.isArray(resolvedTarget)) return resolvedTarget;
  return { ...(resolvedTarget as Record<string, unknown>), ...resolvedRest };
}

/**
 * The fields a record's JSONPath names in a document, as JSON Pointers. The last member is
 * kept even where the document has no value yet, so 'blank' rules can fire on missing answers:
 * `$.coOwners[*].firstName` names `/coOwners/0/firstName` for every co-owner present.
 */
import { JSONPath } from 'jsonpath-plus';

const LAST_MEMBER = /^(.*?)(?:\.([A-Za-z_$][\w$]*)|\[['"]([^'"]+)['"]\])$/;

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function matchPointers(jsonPath: string, document: unknown): string[] {
  const split = LAST_MEMBER.exec(jsonPath);
  if (split && split[1]) {
    const parentPath = split[1];
    const member = split[2] ?? split[3];
    const parents = parentPath === '$' ? [''] : pointersOf(parentPath, document);
    return parents.map((p) => `${p}/${escapeToken(member)}`);
  }
  return pointersOf(jsonPath, document);
}

function pointersOf(path: string, document: unknown): string[] {
  if (document === null || typeof document !== 'object') return [];
  const found = JSONPath({ path, json: document, resultType: 'pointer', wrap: true, eval: 'safe' }) as string[];
  return found;
}

/** The values at every match of a JSONPath (for cross-field rules: totals, confirmations). */
export function valuesAt(jsonPath: string, document: unknown): unknown[] {
  if (document === null || typeof document !== 'object') return [];
  return JSONPath({ path: jsonPath, json: document, resultType: 'value', wrap: true, eval: 'safe' }) as unknown[];
}

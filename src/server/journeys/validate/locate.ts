/** Maps a JSON Pointer in a journey file to the line and column of its value, for messages editors can follow. */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { parsePointer } from '../../../engine/json-pointer';

export interface Location {
  line: number;
  column: number;
}

export function locate(text: string, pointer: string): Location {
  const tree = parseTree(text);
  let node: Node | undefined;
  // Walk up the pointer until a node exists (a missing property is reported at its parent).
  for (let tokens = parsePointer(pointer); tree; tokens = tokens.slice(0, -1)) {
    node = findNodeAtLocation(
      tree,
      tokens.map((t) => (/^\d+$/.test(t) ? Number(t) : t)),
    );
    if (node || tokens.length === 0) break;
  }
  // At the value itself, not its key: the value is what is wrong (a key's own fault, such as a key
  // written twice, is placed by its offset instead: check-journey-folder.ts).
  const offset = node?.offset ?? 0;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

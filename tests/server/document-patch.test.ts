/**
 * Property: a patch applied to a stored document gives what the library gives on a whole copy of
 * it (the same document, or the same refusal), and the stored document is never changed, though
 * the result shares what no operation touched.
 */
import fc from 'fast-check';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import type { JsonPatchOperation } from '../../src/engine/contract/applications.contract';
import type { ApplicationDocument } from '../../src/server/db/tables/applications.table';
import { applyDocumentPatch } from '../../src/server/services/applications/document-patch';

const POINTERS = ['/a', '/a/b', '/a/b/c', '/a/list', '/a/list/0', '/a/list/1', '/a/list/-', '/a/list/0/x', '/b', '/b/x', '/b/x/y', '/c/0', '/c/-', '/c/1/z'];
// A patch and a stored document come from JSON, which never makes an object without a prototype.
const plain = { noNullPrototype: true } as const;
const leaf = fc.oneof(fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 9 }), fc.constant(null));
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('any'), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom('b', 'c', 'x', 'y', 'z', 'list'), tie('any'), { maxKeys: 2, ...plain }),
  ),
})).any;
const operation: fc.Arbitrary<JsonPatchOperation> = fc.oneof(
  fc.record({ op: fc.constantFrom('add', 'replace', 'test'), path: fc.constantFrom(...POINTERS), value }, plain),
  fc.record({ op: fc.constant('remove'), path: fc.constantFrom(...POINTERS) }, plain),
  fc.record({ op: fc.constantFrom('move', 'copy'), from: fc.constantFrom(...POINTERS), path: fc.constantFrom(...POINTERS) }, plain),
) as fc.Arbitrary<JsonPatchOperation>;
const stored = fc.record(
  {
    a: fc.record({ b: fc.record({ c: leaf }, plain), list: fc.array(fc.record({ x: leaf }, plain), { maxLength: 3 }) }, plain),
    b: fc.record({ x: fc.record({ y: leaf }, plain) }, plain),
    c: fc.array(fc.record({ z: leaf }, plain), { maxLength: 2 }),
  },
  plain,
);

/** What the library answers on a whole copy: the document, or the index of the refused operation. */
function onWholeCopy(document: ApplicationDocument, patch: JsonPatchOperation[]) {
  try {
    return { document: jsonPatch.applyPatch(jsonPatch.deepClone(document), patch as Operation[], true, true, true).newDocument };
  } catch {
    return { refused: true };
  }
}

function onSharedCopy(document: ApplicationDocument, patch: JsonPatchOperation[]) {
  try {
    return { document: applyDocumentPatch(document, patch) };
  } catch {
    return { refused: true };
  }
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  Object.freeze(value);
  Object.values(value).forEach(deepFreeze);
}

describe('applyDocumentPatch', () => {
  it('answers as the library does on a whole copy, and never changes the stored document', () => {
    fc.assert(
      fc.property(stored, fc.array(operation, { minLength: 1, maxLength: 4 }), (document, patch) => {
        // A move into its own child is refused before the library sees it (the library would recurse).
        fc.pre(!patch.some((op) => op.op === 'move' && op.path.startsWith(`${op.from}/`)));
        const snapshot = structuredClone(document);
        // Frozen, a change to the stored document fails where it happens, not runs later through
        // a value fast-check shares between runs.
        deepFreeze(document);
        expect(onSharedCopy(document, patch)).toEqual(onWholeCopy(snapshot, structuredClone(patch)));
        expect(document).toEqual(snapshot);
      }),
      { numRuns: 3000 },
    );
  });

  it('shares the members no operation touched with the stored document', () => {
    const document = { a: { b: { c: 1 } }, b: { x: { y: 2 } } } as ApplicationDocument;
    const after = applyDocumentPatch(document, [{ op: 'replace', path: '/a/b/c', value: 3 }]) as typeof document & { a: object; b: object };
    expect(after.b).toBe(document.b);
    expect(after.a).not.toBe(document.a);
    expect(document).toEqual({ a: { b: { c: 1 } }, b: { x: { y: 2 } } });
  });

  it('copies the element a move shifts into its path when it removes an earlier element of the same array', () => {
    const document = { list: [{ z: 1 }, { z: 2 }], c: [] } as unknown as ApplicationDocument;
    deepFreeze(document);
    const patch: JsonPatchOperation[] = [
      { op: 'move', from: '/c', path: '/list/-' },
      { op: 'move', from: '/list/0', path: '/list/1/z' },
    ];
    expect(onSharedCopy(document, patch)).toEqual(onWholeCopy(structuredClone(document), patch));
    expect(document).toEqual({ list: [{ z: 1 }, { z: 2 }], c: [] });
  });

  it('copies a value moved out of the stored document before a later operation goes inside it', () => {
    const document = { a: { b: { c: 1 } } } as ApplicationDocument;
    const after = applyDocumentPatch(document, [
      { op: 'move', from: '/a/b', path: '/moved' },
      { op: 'add', path: '/moved/c', value: 2 },
    ]);
    expect(after).toEqual({ a: {}, moved: { c: 2 } });
    expect(document).toEqual({ a: { b: { c: 1 } } });
  });
});

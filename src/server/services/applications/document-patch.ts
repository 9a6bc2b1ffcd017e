/**
 * Applies an RFC 6902 patch from the web app to an application document. The server owns some
 * keys; a patch that names them, or that fails to apply, is refused with the index and the op of
 * the first bad operation.
 */
import jsonPatch, { type Operation } from 'fast-json-patch';
import { formatPointer, parsePointer } from '../../../engine/json-pointer';
import type { JsonPatchOperation } from '../../../engine/contract/applications.contract';
import type { ApplicationDocument } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { changedServerMember, SERVER_OWNED_EXTENSION } from '../renewals/application-extension';

const { applyOperation, JsonPatchError } = jsonPatch;

/**
 * Top-level keys the client may not write: the application's own columns (never part of the
 * document) and the `_extension` members the server owns (the parent, the loan): named by a
 * pointer, or changed through their parent object. Prototype keys are refused anywhere.
 */
const RESERVED_TOP_LEVEL = new Set([
  'id',
  'userId',
  'product',
  'status',
  'stage',
  'version',
  'createdAt',
  'updatedAt',
  'submittedAt',
  'salesChannel',
  'parentApplicationId',
]);
const RESERVED_ANYWHERE = new Set(['__proto__', 'constructor', 'prototype']);
const RESERVED_PATHS = SERVER_OWNED_EXTENSION.map((key) => `/_extension/${key}`);

export function isReservedPath(pointer: string): boolean {
  if (pointer === '') return true; // replacing the whole document
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (segments.some((segment) => RESERVED_ANYWHERE.has(segment))) return true;
  if (RESERVED_TOP_LEVEL.has(segments[0] ?? '')) return true;
  return RESERVED_PATHS.some((reserved) => pointer === reserved || pointer.startsWith(`${reserved}/`));
}

/**
 * Makes every object and array on the way to `pointer`'s member in `root` one of `owned` (a copy
 * of what `root` shared with the stored document), so the library may patch it in place.
 */
function ownPath(root: Record<string, unknown>, pointer: string, owned: Set<object>): void {
  let container = root;
  // The last segment names the member the operation writes or removes: its container is enough.
  for (const segment of pointer.split('/').slice(1, -1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    const child = Object.hasOwn(container, key) ? container[key] : undefined;
    if (child === null || typeof child !== 'object') return;
    const copy = owned.has(child) ? child : Array.isArray(child) ? [...(child as unknown[])] : { ...child };
    owned.add(copy);
    container[key] = copy;
    container = copy as Record<string, unknown>;
  }
}

/**
 * A move removes `from` before it adds at `path`. Where `from` is an array element and `path`
 * goes through a later element of the same array, `path` names after the removal what sat one
 * index further before it: that pointer, so its containers are copied too.
 */
function pathBeforeRemoval(from: string, path: string): string {
  // Not pointers at all: the library refuses the operation, as a bad patch, not a server error.
  if (!from.startsWith('/') || !path.startsWith('/')) return path;
  const removed = parsePointer(from);
  const target = parsePointer(path);
  const at = removed.length - 1;
  const isIndex = (token: string | undefined) => token !== undefined && /^(0|[1-9][0-9]*)$/.test(token);
  const sameArray = at >= 0 && target.length > at && removed.slice(0, at).every((token, i) => token === target[i]);
  if (!sameArray || !isIndex(removed[at]) || !isIndex(target[at]) || Number(target[at]) < Number(removed[at])) return path;
  return formatPointer([...target.slice(0, at), Number(target[at]) + 1, ...target.slice(at + 1)]);
}

/**
 * `patch` applied to a copy of `document` that shares what no operation touches: each operation
 * copies only the containers on its way (a value moved out of the stored document is copied when
 * a later operation goes inside it), where copying the whole document took most of a change's
 * patching time. Operations are validated by the library as `applyPatch` validates them.
 */
function patchedCopy(document: ApplicationDocument, patch: readonly JsonPatchOperation[]): ApplicationDocument {
  const root: Record<string, unknown> = { ...document };
  const owned = new Set<object>([root]);
  patch.forEach((operation, index) => {
    ownPath(root, operation.path, owned);
    if ('from' in operation && typeof operation.from === 'string') {
      ownPath(root, operation.from, owned);
      if (operation.op === 'move') ownPath(root, pathBeforeRemoval(operation.from, operation.path), owned);
    }
    applyOperation(root, operation as Operation, true, true, true, index);
  });
  return root as ApplicationDocument;
}

export function applyDocumentPatch(document: ApplicationDocument, patch: readonly JsonPatchOperation[]): ApplicationDocument {
  patch.forEach((operation, index) => {
    const pointers = [operation.path, 'from' in operation ? operation.from : undefined];
    const reserved = pointers.find((pointer) => typeof pointer === 'string' && isReservedPath(pointer));
    if (reserved !== undefined) {
      throw appError(
        'APP_ERR_RESERVED_PATH',
        { operationIndex: index, op: operation.op },
        { message: `Operation ${index} (${operation.op}) touches ${reserved || 'the whole document'}, which the server owns.` },
      );
    }
  });

  patch.forEach((operation, index) => {
    // The library recurses forever moving a value into its own child; RFC 6902 forbids the move.
    if (operation.op === 'move' && typeof operation.from === 'string' && operation.path.startsWith(operation.from + '/')) {
      throw appError(
        'APP_ERR_INVALID_PATCH',
        { operationIndex: index, op: operation.op, reason: 'MOVE_INTO_OWN_CHILD' },
        { message: `Operation ${index} (move ${operation.from}) cannot move a value into itself.` },
      );
    }
  });

  try {
    // Validated by the library (third argument): an operation the contract lets through but RFC
    // 6902 does not (a replace without a value) is refused here, as APP_ERR_INVALID_PATCH.
    const newDocument = patchedCopy(document, patch);
    const changed = changedServerMember(document, newDocument);
    if (changed) throw appError('APP_ERR_RESERVED_PATH', {}, { message: `The patch changes _extension/${changed}, which the server owns.` });
    return newDocument;
  } catch (error) {
    if (error instanceof JsonPatchError || error instanceof TypeError || error instanceof RangeError) {
      const index = error instanceof JsonPatchError ? (error.index ?? 0) : 0;
      const op = patch[index]?.op ?? 'unknown';
      // The library's own message embeds the document; never echo it.
      throw appError(
        'APP_ERR_INVALID_PATCH',
        { operationIndex: index, op, reason: error instanceof JsonPatchError ? error.name : 'MALFORMED' },
        {
          message: `Operation ${index} (${op} ${patch[index]?.path ?? ''}) cannot be applied: ${describe(error instanceof JsonPatchError ? error.name : '')}.`,
        },
      );
    }
    throw error;
  }
}

function describe(name: string): string {
  switch (name) {
    case 'TEST_OPERATION_FAILED':
      return 'the test did not match';
    case 'OPERATION_PATH_UNRESOLVABLE':
    case 'OPERATION_FROM_UNRESOLVABLE':
      return 'the path does not exist';
    case 'OPERATION_PATH_CANNOT_ADD':
      return 'the parent of the path does not exist';
    case 'OPERATION_PATH_ILLEGAL_ARRAY_INDEX':
    case 'OPERATION_VALUE_OUT_OF_BOUNDS':
      return 'the array index is not valid';
    case 'OPERATION_VALUE_REQUIRED':
    case 'OPERATION_VALUE_CANNOT_CONTAIN_UNDEFINED':
      return 'the value is missing';
    case 'OPERATION_FROM_REQUIRED':
      return '"from" is missing';
    default:
      return 'the operation is malformed';
  }
}

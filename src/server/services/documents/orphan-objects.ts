/**
 * Removes stored bytes no row names. An upload (a document, a stored agreement, a template staff
 * attach to a request) writes its bytes first and its row after; a process killed between the two
 * leaves bytes that nothing lists or serves, and they would stay in the store for good. Only keys
 * of a known shape are considered, each with the table whose rows name them: a document's
 * (`applications/<application id>/<document id>`, `documents`) and a template's
 * (`applications/<application id>/templates/<template id>`, `document_templates`); and only
 * objects older than a grace period, which an upload in flight, whose row is committed a moment
 * after its bytes, never reaches. Run by every instance's sweep; a removal twice is harmless.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import { findTemplateStorageKeys } from '../../repositories/document-templates.repository';
import { findDocumentStorageKeys } from '../../repositories/documents.repository';

/** How old bytes without a row must be before they go: far beyond an upload's last step. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The key shapes swept, each ending with its row's id, and the keys its rows (of their table) name; other shapes are left alone. */
const SHAPES = [
  { key: new RegExp(`^applications/${UUID}/(${UUID})$`), namedKeys: findDocumentStorageKeys },
  { key: new RegExp(`^applications/${UUID}/templates/(${UUID})$`), namedKeys: findTemplateStorageKeys },
] as const;
type Shape = (typeof SHAPES)[number];

/** Rows are looked up this many keys at a time. */
const BATCH = 500;

export interface OrphanObjectsDeps {
  db: Kysely<Database>;
  storage: Pick<DocumentStorage, 'list' | 'remove'>;
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/** Removes the orphans older than `graceMs` before `now`; answers the keys removed. */
export async function removeOrphanObjects(deps: OrphanObjectsDeps, o: { now: Date; graceMs?: number }): Promise<string[]> {
  if (!deps.storage.list) return [];
  const before = o.now.getTime() - (o.graceMs ?? ORPHAN_GRACE_MS);
  const removed: string[] = [];
  const batches = new Map<Shape, string[]>(SHAPES.map((shape) => [shape, []]));
  const settle = async (shape: Shape) => {
    const batch = batches.get(shape)!;
    if (batch.length === 0) return;
    batches.set(shape, []);
    // By id, the primary key: the key ends with its row's id.
    const ids = batch.map((key) => shape.key.exec(key)![1]);
    const kept = new Set(await shape.namedKeys(deps.db, ids));
    for (const key of batch.filter((candidate) => !kept.has(candidate))) {
      try {
        await deps.storage.remove(key);
        removed.push(key);
      } catch (error) {
        // Said, not thrown: the next sweep tries again, and one stubborn object stops no other.
        deps.warn?.('bytes no row names could not be removed', { key, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  for await (const object of deps.storage.list('applications/')) {
    const shape = SHAPES.find((candidate) => candidate.key.test(object.key));
    if (!shape || object.modifiedAt.getTime() >= before) continue;
    batches.get(shape)!.push(object.key);
    if (batches.get(shape)!.length >= BATCH) await settle(shape);
  }
  for (const shape of SHAPES) await settle(shape);
  return removed;
}

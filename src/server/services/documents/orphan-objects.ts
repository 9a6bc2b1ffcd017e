/**
 * Removes document bytes no `documents` row names. An upload (or a stored agreement) writes its
 * bytes first and its row after; a process killed between the two leaves bytes that nothing lists
 * or serves, and they would stay in the store for good. Only keys of a document's shape
 * (`applications/<application id>/<document id>`) are considered, and only objects older than a grace
 * period, which an upload in flight, whose row is committed a moment after its bytes, never
 * reaches. Run by every instance's sweep; a removal twice is harmless.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DocumentStorage } from '../../providers/storage/document-storage';

/** How old bytes without a row must be before they go: far beyond an upload's last step. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A document's key, its row's id last; other shapes belong to other tables and are left alone. */
const DOCUMENT_KEY = new RegExp(`^applications/${UUID}/(${UUID})$`);

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
  let batch: string[] = [];
  const settle = async () => {
    if (batch.length === 0) return;
    // By id, the primary key: the key ends with its document's id.
    const ids = batch.map((key) => DOCUMENT_KEY.exec(key)![1]);
    const named = await deps.db.selectFrom('documents').select('storage_key').where('id', 'in', ids).execute();
    const kept = new Set(named.map((row) => row.storage_key));
    for (const key of batch.filter((candidate) => !kept.has(candidate))) {
      try {
        await deps.storage.remove(key);
        removed.push(key);
      } catch (error) {
        // Said, not thrown: the next sweep tries again, and one stubborn object stops no other.
        deps.warn?.('bytes no document names could not be removed', { key, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    batch = [];
  };
  for await (const object of deps.storage.list('applications/')) {
    if (!DOCUMENT_KEY.test(object.key) || object.modifiedAt.getTime() >= before) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  return removed;
}

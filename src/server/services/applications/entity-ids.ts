/**
 * Owners, co-owners and the business carry ids (spec 02 section 3: Owner id, Business id). The
 * server gives them: the web app removes ids before the create call (spec 02 section 7) and
 * never makes one up. An item keeps an id the stored document gave it; one without (a form that
 * rewrote the list) takes back the id stored at its place, if no other item kept that one; an id
 * the server never gave is not kept.
 */
import { randomUUID } from 'node:crypto';
import type { ApplicationDocument } from '../../db/tables/applications.table';

type Item = Record<string, unknown>;
type NewId = () => string | undefined;

const isItem = (value: unknown): value is Item => value !== null && typeof value === 'object' && !Array.isArray(value);
const idOf = (value: unknown): string | undefined => (isItem(value) && typeof value.id === 'string' && value.id !== '' ? value.id : undefined);

function withIds(items: readonly unknown[], stored: readonly unknown[], newId: NewId): unknown[] {
  const given = new Set(stored.map(idOf).filter((id) => id !== undefined));
  const kept = new Set(items.map(idOf).filter((id) => id !== undefined && given.has(id)));
  return items.map((item, index) => {
    if (!isItem(item)) return item;
    const own = idOf(item);
    if (own !== undefined && given.has(own)) return item;
    const atPlace = idOf(stored[index]);
    const id = atPlace !== undefined && !kept.has(atPlace) ? atPlace : newId();
    if (id === undefined) {
      if (!('id' in item)) return item;
      const { id: _unknown, ...rest } = item;
      return rest;
    }
    kept.add(id);
    return id === own ? item : { ...item, id };
  });
}

/** `after` with every owner, co-owner and the business carrying an id: kept from `before`, or new. */
export function withEntityIds(before: ApplicationDocument, after: ApplicationDocument, newId: NewId = randomUUID): ApplicationDocument {
  let out: ApplicationDocument | undefined;
  for (const key of ['owners', 'coOwners'] as const) {
    const list = after[key];
    if (!Array.isArray(list)) continue;
    const next = withIds(list, Array.isArray(before[key]) ? (before[key] as unknown[]) : [], newId);
    if (next.some((item, index) => item !== list[index])) out = { ...(out ?? after), [key]: next };
  }
  if (isItem(after.business)) {
    const [business] = withIds([after.business], [before.business], newId);
    if (business !== after.business) out = { ...(out ?? after), business };
  }
  return out ?? after;
}

/**
 * `after` with the ids `before` holds put back where they were left out, and none made up:
 * applied before a change is judged, so a form that rewrote a list or the business without the
 * ids it never shows does not read as removing them.
 */
export function keepEntityIds(before: ApplicationDocument, after: ApplicationDocument): ApplicationDocument {
  return withEntityIds(before, after, () => undefined);
}

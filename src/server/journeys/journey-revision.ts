/**
 * A journey's revision: a content hash of the assembled journey (fragments merged, references
 * resolved), so a change to a shared fragment or a schema a step refers to is a new revision of
 * every product it reaches, and reformatting a file is none. Each application records the
 * revision it was last saved under.
 */
import { createHash } from 'node:crypto';
import type { Journey } from '../../engine/journey/journey.types';

/** JSON with every object's keys in order: the same journey hashes the same however it was written. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The first 16 hex digits of the SHA-256 of the canonical journey: short to read, ample to tell revisions apart. */
export function journeyRevision(journey: Journey): string {
  return createHash('sha256').update(canonical(journey)).digest('hex').slice(0, 16);
}

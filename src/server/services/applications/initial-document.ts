/**
 * The document a new application starts with, and the clean-up of the data the web app sends
 * with the create call (spec 02 section 7: client ids removed, owner percent as a string).
 */
import type { CreateApplicationRequest } from '../../../engine/contract/applications.contract';
import type { ApplicationDocument } from '../../db/tables/applications.table';

/** The create call's own fields (the wire contract's). */
export type CreateApplicationData = CreateApplicationRequest['createAppData'];

/** The primary owner only: the create call's answer before the web app's patch data. */
export function createdDocument(data: CreateApplicationData): ApplicationDocument {
  return { owners: [{ firstName: data.firstName, lastName: data.lastName, email: data.email }] };
}

const PEOPLE_KEYS = ['owners', 'coOwners'] as const;
/** Temporary ids the web app gives people before they are saved. */
const CLIENT_ID_KEYS = ['id', 'uid'];

export function cleanPatchData(patchData: ApplicationDocument): ApplicationDocument {
  const cleaned: ApplicationDocument = structuredClone(patchData);
  for (const key of PEOPLE_KEYS) {
    const people = cleaned[key];
    if (!Array.isArray(people)) continue;
    cleaned[key] = people.map((person: unknown) => cleanPerson(person));
  }
  return cleaned;
}

function cleanPerson(person: unknown): unknown {
  if (!isPlainObject(person)) return person;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(person)) {
    if (CLIENT_ID_KEYS.includes(key)) continue;
    copy[key] = key === 'percentOwnership' && typeof value === 'number' ? String(value) : value;
  }
  return copy;
}

/**
 * Merges `patch` into `base`: objects key by key, arrays element by element (so the patch data's
 * owners[0] completes the created owner), anything else replaced.
 */
export function mergeDocuments(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return structuredClone(base);
  if (Array.isArray(base) && Array.isArray(patch)) {
    const length = Math.max(base.length, patch.length);
    return Array.from({ length }, (_, index) => (index < patch.length ? mergeDocuments(base[index], patch[index]) : structuredClone(base[index])));
  }
  if (isPlainObject(base) && isPlainObject(patch)) {
    const merged: Record<string, unknown> = structuredClone(base);
    for (const [key, value] of Object.entries(patch)) {
      merged[key] = mergeDocuments(base[key], value);
    }
    return merged;
  }
  return structuredClone(patch);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Items of a list the applicant adds (co-owners) carry a temporary client-side id, so the page
 * can link to each one before it is saved; the id is removed before anything is saved.
 */
export const CLIENT_ID = 'uid';

let counter = 0;
const newId = () => `c${Date.now().toString(36)}${(counter++).toString(36)}`;

type Item = Record<string, unknown>;

/** The form data with an id on every object item of its top-level lists (same object when nothing changes). */
export function withClientIds<T extends Record<string, unknown>>(formData: T): T {
  let out: T | undefined;
  for (const [key, value] of Object.entries(formData)) {
    if (!Array.isArray(value) || !value.some((item) => isObject(item) && !(CLIENT_ID in item))) continue;
    out ??= { ...formData };
    (out as Record<string, unknown>)[key] = value.map((item) => (isObject(item) && !(CLIENT_ID in item) ? { ...item, [CLIENT_ID]: newId() } : item));
  }
  return out ?? formData;
}

/** The form data without client ids: what is saved. */
export function withoutClientIds<T extends Record<string, unknown>>(formData: T): T {
  let out: T | undefined;
  for (const [key, value] of Object.entries(formData)) {
    if (!Array.isArray(value) || !value.some((item) => isObject(item) && CLIENT_ID in item)) continue;
    out ??= { ...formData };
    (out as Record<string, unknown>)[key] = value.map((item) => {
      if (!isObject(item) || !(CLIENT_ID in item)) return item;
      const { [CLIENT_ID]: _id, ...rest } = item;
      return rest;
    });
  }
  return out ?? formData;
}

const isObject = (v: unknown): v is Item => v !== null && typeof v === 'object' && !Array.isArray(v);

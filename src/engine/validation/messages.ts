import { fillPlaceholders, type PlaceholderValues } from './placeholders';

/** The message catalogue: key -> en-AU text with placeholders (`{0}`, `{minimum:money}`: placeholders.ts). */
export type MessageCatalogue = Readonly<Record<string, string>>;

/**
 * The text for a key, `{0}`, `{1}` filled from the params and named placeholders from the field's
 * schema when given. A key without text falls back to the generic blank message (spec 01 section 5).
 */
export function messageText(catalogue: MessageCatalogue, key: string, params: readonly unknown[] = [], field?: PlaceholderValues): string {
  // Own keys only: a stored record's key such as "toString" is a key without text, not Object's method.
  const template = (Object.hasOwn(catalogue, key) ? catalogue[key] : undefined) ?? catalogue.blank ?? key;
  return fillPlaceholders(template, params, field);
}

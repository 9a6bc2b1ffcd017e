/** The message catalogue: key -> en-AU text with {0}, {1} placeholders. */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** The text for a key; a key without text falls back to the generic blank message (spec 01 section 5). */
export function messageText(catalogue: MessageCatalogue, key: string, params: readonly unknown[] = []): string {
  const template = catalogue[key] ?? catalogue.blank ?? key;
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = params[Number(index)];
    return value === undefined ? whole : String(value);
  });
}

/**
 * A product's own texts (`<product>.messages.en-AU.json`): each replaces the shared catalogue's
 * text of its key for that product, so a key the shared catalogue lacks is a typo nothing would
 * ever show, and a placeholder the shared text does not have names a value nobody gives. Every
 * finding is at its key's line in the product's file; a key written twice is found with the
 * other files' (validate-journeys.ts).
 */
import { formatPointer } from '../../../engine/json-pointer';
import { placeholdersIn } from '../../../engine/validation/placeholders';
import type { MessageCatalogue } from '../../../engine/validation/messages';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import type { JourneySource } from '../read-journeys';

export function checkProductMessages(source: Pick<JourneySource, 'messages'>, shared: MessageCatalogue): Diagnostic[] {
  const messages = source.messages;
  if (!messages) return [];
  const { file, json } = messages;
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return [{ file, pointer: '', code: C.schema, message: "a product's texts are one object: message key -> text" }];
  const out: Diagnostic[] = [];
  for (const [key, text] of Object.entries(json)) {
    const pointer = formatPointer([key]);
    if (!Object.hasOwn(shared, key)) {
      out.push({ file, pointer, code: C.unknownMessageOverride, message: `"${key}" is not a key of the shared catalogue: nothing would show this text` });
      continue;
    }
    if (typeof text !== 'string' || text.trim() === '') {
      out.push({ file, pointer, code: C.emptyMessage, message: `the text of "${key}" is empty: an applicant would see a blank message` });
      continue;
    }
    const given = new Set(placeholdersIn(shared[key]).map((p) => p.name));
    for (const placeholder of placeholdersIn(text)) {
      if (!given.has(placeholder.name))
        out.push({
          file,
          pointer,
          code: C.unknownPlaceholder,
          message: `"${key}" names ${placeholder.text}, which the shared text of the key does not: nothing gives it a value`,
        });
    }
  }
  return out;
}

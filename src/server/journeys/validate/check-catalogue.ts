/**
 * The message catalogue itself: every key the validation pipeline shows has a text, and no text
 * is empty (a message key that resolves to nothing shows a blank error under a filled field).
 */
import path from 'node:path';
import { PIPELINE_MESSAGE_KEYS } from '../../../engine/validation/to-field-errors';
import { formatPointer } from '../../../engine/json-pointer';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';
import { CATALOGUE_FILE, type JourneyFolder } from '../read-journeys';

export function checkCatalogue(folder: JourneyFolder): Diagnostic[] {
  const file = folder.sources[0] ? path.join(path.dirname(folder.sources[0].file), CATALOGUE_FILE) : path.join('journeys', CATALOGUE_FILE);
  const out: Diagnostic[] = [];
  for (const key of PIPELINE_MESSAGE_KEYS) {
    if (!(key in folder.catalogue)) out.push({ file, pointer: '', code: C.missingMessage, message: `the pipeline's key "${key}" has no text` });
  }
  for (const [key, text] of Object.entries(folder.catalogue)) {
    if (typeof text !== 'string' || text.trim() === '')
      out.push({ file, pointer: formatPointer([key]), code: C.emptyMessage, message: `the text of "${key}" is empty: an applicant would see a blank message` });
  }
  return out;
}

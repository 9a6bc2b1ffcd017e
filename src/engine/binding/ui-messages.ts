/**
 * Texts of a uiSchema kept in the message catalogue: a `ui:options` value written as
 * `{ "message": key, "params": [...] }` becomes the catalogue's text for the key, its `{0}`, `{1}`
 * filled from the params (a limit of the journey, by `$ref`, so a number is written once).
 */
import { messageText, type MessageCatalogue } from '../validation/messages';

type UiSchema = Record<string, unknown>;

export interface UiMessage {
  message: string;
  params?: unknown[];
}

export function isUiMessage(value: unknown): value is UiMessage {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as UiMessage).message === 'string';
}

export function uiSchemaWithMessages(uiSchema: UiSchema, catalogue: MessageCatalogue): UiSchema {
  const out: UiSchema = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:options' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as UiSchema).map(([name, option]) => [
          name,
          isUiMessage(option) ? messageText(catalogue, option.message, option.params ?? []) : option,
        ]),
      );
    } else if (!key.startsWith('ui:') && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = uiSchemaWithMessages(value as UiSchema, catalogue);
    } else out[key] = value;
  }
  return out;
}

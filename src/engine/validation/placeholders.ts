/**
 * Placeholders in a text, so a limit is written once and every text that mentions it follows:
 * `{0}`, `{1}` take the text's parameters in order (a rule's parameters, a keyword's bound);
 * `{minimum}`, `{maxLength}` take the keyword of the field's own schema. A format after a colon
 * says how the value reads: `{minimum:money}` is '$10,000', `{0:number}` is '10,000'. The format
 * is written in the text, not taken from the field's widget, because the server writes the same
 * messages and knows no widgets.
 */
import { formatAmount } from '../money/format-money';

/** A field's schema, whose keywords named placeholders read. */
export type PlaceholderValues = Readonly<Record<string, unknown>>;

export interface Placeholder {
  /** The text as written, `{minimum:money}`. */
  text: string;
  /** A parameter's position (`{0}`) or a schema keyword (`{minimum}`). */
  name: string;
  position?: number;
  format?: string;
}

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

/** How a value reads, by the format a placeholder names. */
export const placeholderFormats: Readonly<Record<string, (value: number) => string>> = {
  money: formatAmount,
  number: (value) => value.toLocaleString('en-AU'),
};

const placeholder = (text: string, name: string, format: string | undefined): Placeholder => ({
  text,
  name,
  ...(/^\d+$/.test(name) ? { position: Number(name) } : {}),
  ...(format !== undefined ? { format } : {}),
});

export function placeholdersIn(text: string): Placeholder[] {
  return [...text.matchAll(PLACEHOLDER)].map(([whole, name, format]) => placeholder(whole, name, format));
}

/** The value a placeholder names, or undefined when it names nothing here. */
function valueOf(placeholder: Placeholder, params: readonly unknown[], values: PlaceholderValues | undefined): unknown {
  if (placeholder.position !== undefined) return params[placeholder.position];
  const value = values && Object.hasOwn(values, placeholder.name) ? values[placeholder.name] : undefined;
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/** Whether a placeholder names a value the text will be given (what `journey validate` asks). */
export function placeholderNamesValue(placeholder: Placeholder, params: readonly unknown[], values?: PlaceholderValues): boolean {
  const format = placeholder.format;
  return valueOf(placeholder, params, values) !== undefined && (format === undefined || Object.hasOwn(placeholderFormats, format));
}

/** The text with its placeholders filled; one that names nothing is left as written. */
export function fillPlaceholders(text: string, params: readonly unknown[] = [], values?: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const value = valueOf(placeholder(whole, name, format), params, values);
    if (value === undefined) return whole;
    if (format === undefined) return String(value);
    const number = Number(value);
    return Object.hasOwn(placeholderFormats, format) && value !== '' && Number.isFinite(number) ? placeholderFormats[format](number) : whole;
  });
}

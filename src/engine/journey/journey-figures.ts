/**
 * A journey's own figures in its texts: `{#/limits/additionalOwnerThreshold}%` or
 * `{#/lifecycle/validForDays}` points into the assembled journey (as a `$ref` to `#/limits/...`
 * does in a schema), with an optional format: `{#/limits/loanAmount/min:money}`. A lender changes
 * the figure once and every title, subtitle and notice that mentions it follows. Filled when
 * the journey is assembled, so the browser, the server's notices and the tools read one text.
 */
import { getAt } from '../json-pointer';
import { placeholderFormats } from '../validation/placeholders';

const FIGURE = /\{#(\/[A-Za-z0-9_/]+)(?::(\w+))?\}/g;

export interface JourneyFigure {
  /** As written: `{#/limits/loanAmount/min:money}`. */
  text: string;
  pointer: string;
  format?: string;
}

export function journeyFiguresIn(text: string): JourneyFigure[] {
  return [...text.matchAll(FIGURE)].map(([whole, pointer, format]) => ({ text: whole, pointer, ...(format ? { format } : {}) }));
}

/** The figure's text, or undefined when the pointer names no number or string (or the format is unknown). */
export function figureText(journey: unknown, figure: Omit<JourneyFigure, 'text'>): string | undefined {
  const value = getAt(journey, figure.pointer);
  if (typeof value === 'string') return figure.format === undefined ? value : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (figure.format === undefined) return String(value);
  return Object.hasOwn(placeholderFormats, figure.format) ? placeholderFormats[figure.format](value) : undefined;
}

/** Every string inside `node` with its figures filled from `journey`; one naming nothing stays as written. */
export function fillJourneyFigures<T>(node: T, journey: unknown): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.includes('{#/')
        ? value.replace(FIGURE, (whole, pointer: string, format: string | undefined) => figureText(journey, { pointer, format }) ?? whole)
        : value;
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(node) as T;
}

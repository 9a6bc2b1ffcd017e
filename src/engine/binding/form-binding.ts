/**
 * Where a form step reads and writes in the application document: each top-level form property
 * is bound to a JSON Pointer (`bind`), `/<property>` when the journey does not say otherwise.
 */
import type { JourneyStep } from '../journey/journey.types';
import { formatPointer, getAt, parsePointer, setAt } from '../json-pointer';

type FormData = Record<string, unknown>;

export function formProperties(step: JourneyStep): string[] {
  const props = (step.form?.schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

export function boundPointer(step: JourneyStep, property: string): string {
  return step.form?.bind?.[property] ?? formatPointer([property]);
}

/** The step's form data, read from the application document. */
export function readForm(step: JourneyStep, application: unknown): FormData {
  const form: FormData = {};
  for (const property of formProperties(step)) {
    const value = getAt(application, boundPointer(step, property));
    if (value !== undefined) form[property] = value;
  }
  return form;
}

/**
 * The application document with the step's form data written back (undefined removes a value).
 * `only` limits the write to some properties (the ones this window changed, on top of a newer document).
 */
export function writeForm<T>(step: JourneyStep, application: T, form: FormData, only?: readonly string[]): T {
  let next = application;
  for (const property of only ?? formProperties(step)) {
    const pointer = boundPointer(step, property);
    if (getAt(next, pointer) !== form[property]) next = setAt(next, pointer, form[property]);
  }
  return next;
}

/** The form properties whose answer differs between two versions of the form data. */
export function changedProperties(step: JourneyStep, before: FormData, after: FormData): string[] {
  return formProperties(step).filter((p) => JSON.stringify(before[p]) !== JSON.stringify(after[p]));
}

/** A form-data pointer (e.g. `/email`) as a pointer into the application (`/owners/0/email`). */
export function toApplicationPointer(step: JourneyStep, formPointer: string): string {
  const [property, ...rest] = parsePointer(formPointer);
  if (property === undefined) return '';
  return boundPointer(step, property) + formatPointer(rest);
}

/** An application pointer as the form pointer of the step field bound there, if any. */
export function toFormPointer(step: JourneyStep, applicationPointer: string): string | undefined {
  for (const property of formProperties(step)) {
    const bound = boundPointer(step, property);
    if (applicationPointer === bound || applicationPointer.startsWith(bound + '/')) {
      return formatPointer([property]) + applicationPointer.slice(bound.length);
    }
  }
  return undefined;
}

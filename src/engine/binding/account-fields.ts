/**
 * Fields the applicant's account decides rather than the form: the journey names where the
 * application keeps the account's e-mail (`account.email`). Signing in is by that e-mail, so a
 * form that changed it would leave the application and the account disagreeing.
 */
import type { Journey, JourneyStep } from '../journey/journey.types';
import { setAt } from '../json-pointer';
import { boundPointer, formProperties } from './form-binding';

type UiSchema = Record<string, unknown>;

/** The JSON Pointers the account decides, in the application document. */
export function accountPointers(journey: Journey): string[] {
  return journey.account?.email ? [journey.account.email] : [];
}

/** The form properties of a step bound to a field the account decides. */
export function accountBoundProperties(journey: Journey, step: JourneyStep): string[] {
  const pointers = accountPointers(journey);
  return formProperties(step).filter((property) => pointers.includes(boundPointer(step, property)));
}

/** E-mail addresses compare without case or surrounding spaces, as sign-in compares them. */
export function sameEmail(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The document with the account's own values written where the journey keeps them. */
export function withAccountFields<T>(journey: Journey, document: T, account: { email: string }): T {
  return accountPointers(journey).reduce((doc, pointer) => setAt(doc, pointer, account.email), document);
}

/**
 * The step's uiSchema with the fields the account decides read-only, and saying why: what the
 * signed-in applicant sees, in a step or an edit dialog alike.
 */
export function withAccountFieldsReadOnly(journey: Journey, step: JourneyStep, uiSchema: UiSchema, help: string): UiSchema {
  const properties = accountBoundProperties(journey, step);
  if (properties.length === 0) return uiSchema;
  const fixed = Object.fromEntries(
    properties.map((property) => [property, { ...(uiSchema[property] as UiSchema | undefined), 'ui:readonly': true, 'ui:help': help }]),
  );
  return { ...uiSchema, ...fixed };
}

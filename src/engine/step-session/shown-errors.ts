/**
 * Which errors a step shows. Before the first Save & Continue: wrong answers in fields the
 * applicant has left (a list counts as left once any field of it was; an error about other
 * answers too, once any of them was), and a missing answer only in the very control the applicant
 * left blank, so an empty form greets no one with errors and an owner just added is not covered in
 * them. After it, every error. The server's refusals show where the engine has nothing to say.
 */
import { controlId } from '../binding/control-id';
import type { FieldError } from '../validation/field-error';

export interface LeftFields {
  /** Top-level form properties the applicant has left a control of. */
  touched: ReadonlySet<string>;
  /** The renderer's ids of the controls the applicant has left. */
  controls: ReadonlySet<string>;
}

export function shownErrors(complete: readonly FieldError[], server: readonly FieldError[], attempted: boolean, left: LeftFields): FieldError[] {
  const byPath = new Map<string, FieldError>();
  const leftField = (pointer: string) => left.touched.has(pointer.split('/')[1]);
  for (const error of complete) {
    // A rule reading other answers (a cost against the invoices' total) is about each of them too.
    const leftHere = error.source === 'required' ? left.controls.has(controlId(error.path)) : [error.path, ...(error.involves ?? [])].some(leftField);
    if (attempted || leftHere) byPath.set(error.path, error);
  }
  for (const error of server) if (!byPath.has(error.path)) byPath.set(error.path, error);
  return [...byPath.values()];
}

/** Whether two lists show the same texts at the same fields (so the older list can be kept). */
export function sameErrors(a: readonly FieldError[], b: readonly FieldError[]): boolean {
  return a.length === b.length && a.every((error, i) => error.path === b[i].path && error.message === b[i].message);
}

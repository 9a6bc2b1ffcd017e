/**
 * What a step session shows: one immutable snapshot per published change, and the selectors
 * readers subscribe to. Parts that did not change keep their identity (`hidden`, `shownErrors`),
 * so a reader comparing by identity is not re-rendered for a keystroke elsewhere.
 */
import type { FieldError } from '../validation/field-error';
import { sameErrors } from './shown-errors';

type FormData = Record<string, unknown>;

/** What the fields of a form may read beyond their own value. */
export interface StepView {
  /** The answers now, client ids of list items included: what the fields show. */
  readonly formData: FormData;
  /** The application document the step belongs to, as last known. */
  readonly document: Record<string, unknown>;
  /** Form pointers of the fields hidden by their conditions. */
  readonly hidden: readonly string[];
}

/** Something fields subscribe to for the view (a step session). */
export interface StepViewSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): StepView;
}

export interface StepSnapshot extends StepView {
  /** Every error of the answers, as Save & Continue judges them. */
  readonly completeErrors: readonly FieldError[];
  /** The errors shown under the fields (form pointers): see `shownErrors`. */
  readonly shownErrors: readonly FieldError[];
  /** Form pointers of the fields Save & Continue would refuse, in the form's order (same list, same identity). */
  readonly outstanding: readonly string[];
  /** Save & Continue was tried: missing answers are shown too. */
  readonly attempted: boolean;
  /** A Save & Continue is on its way. */
  readonly continuing: boolean;
  /** A save is on its way (autosave, Back or Save & Continue). */
  readonly saving: boolean;
  /** The last Save & Continue got no answer it could use (the network). */
  readonly failed: boolean;
  /** A save met a version saved in another window; the answers were merged. */
  readonly conflict: boolean;
}

export const selectFormData = (s: StepSnapshot) => s.formData;
export const selectDocument = (s: StepSnapshot) => s.document;
export const selectHidden = (s: StepSnapshot) => s.hidden;
export const selectShownErrors = (s: StepSnapshot) => s.shownErrors;
export const selectComplete = (s: StepSnapshot) => s.completeErrors.length === 0;
export const selectConflict = (s: StepSnapshot) => s.conflict;
export const selectSaving = (s: StepSnapshot) => s.saving;

/** The snapshot of `parts`, keeping the previous one's lists where they read the same. */
export function nextSnapshot(previous: StepSnapshot | undefined, parts: StepSnapshot): StepSnapshot {
  if (!previous) return parts;
  return {
    ...parts,
    shownErrors: sameErrors(previous.shownErrors, parts.shownErrors) ? previous.shownErrors : parts.shownErrors,
    outstanding: previous.outstanding.join('|') === parts.outstanding.join('|') ? previous.outstanding : parts.outstanding,
  };
}

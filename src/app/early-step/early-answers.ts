/**
 * What the applicant typed into the early form (design decision 101) before the app's code
 * arrived, handed to the step the app draws over it: the answers become the step's draft before
 * its session starts, keystrokes made while the app was drawing are applied once it has drawn, and
 * the caret goes back where it was. The early form keeps its values once React has removed it from
 * the page, so it is read, not copied, at each of these moments.
 */
import { controlId } from '../../engine/binding/control-id';
import type { StepDrafts } from '../../engine/step-session/step-drafts';
import { typedDigits } from '../../widgets/masked-input';
import { EARLY_FORM_ATTRIBUTE, EARLY_ID_PREFIX } from './early-form-markers';

type Answers = Record<string, unknown>;

interface HeldForm {
  element: HTMLFormElement;
  draftKey: string;
  /** The input the caret is in, while it is there (also once the input has left the page with the caret in it). */
  focused: HTMLInputElement | null;
}

let held: HeldForm | null = null;

const isInput = (target: EventTarget | null): target is HTMLInputElement => target instanceof HTMLInputElement;

/** Holds the page's early form, if it has one, before the app draws over it. */
export function holdEarlyForm(root: ParentNode): void {
  const element = root.querySelector<HTMLFormElement>(`form[${EARLY_FORM_ATTRIBUTE}]`);
  const draftKey = element?.getAttribute(EARLY_FORM_ATTRIBUTE);
  if (!element || !draftKey) return;
  const form: HeldForm = {
    element,
    draftKey,
    focused: isInput(document.activeElement) && element.contains(document.activeElement) ? document.activeElement : null,
  };
  element.addEventListener('focusin', (event) => {
    if (isInput(event.target)) form.focused = event.target;
  });
  // Leaving an input for elsewhere on the page clears it; the input leaving the page (React drawing over it) does not.
  element.addEventListener('focusout', (event) => {
    const input = event.target;
    queueMicrotask(() => {
      if (isInput(input) && input.isConnected && form.focused === input) form.focused = null;
    });
  });
  held = form;
}

/** The answer an early input holds, as the field's widget stores it; undefined when it holds none. */
function answerOf(input: HTMLInputElement): unknown {
  if (input.type === 'radio') return input.checked ? input.value === 'true' : undefined;
  if (input.type === 'checkbox') return undefined;
  if (input.type === 'tel') return typedDigits(input.value);
  return input.value === '' ? undefined : input.value;
}

/** The answers the early form holds; `withEmpty`: its fields that hold none too, as undefined (an answer emptied). */
function answersOf(element: HTMLFormElement, withEmpty = false): Answers {
  const answers: Answers = {};
  for (const input of element.querySelectorAll('input')) {
    const answer = answerOf(input);
    if (answer !== undefined) answers[input.name] = answer;
    else if (withEmpty && !(input.name in answers)) answers[input.name] = undefined;
  }
  return answers;
}

/** Puts the early form's answers in its step's draft, which the step's session starts from. */
export function draftEarlyAnswers(drafts: StepDrafts): void {
  if (!held || drafts.has(held.draftKey)) return;
  const answers = answersOf(held.element);
  if (Object.keys(answers).length > 0) drafts.keep(held.draftKey, answers);
}

/** Forgets the early form (the applicant is signed in, or its answers were taken). */
export function releaseEarlyForm(): void {
  held = null;
}

export interface EarlyHandoff {
  /** Answers typed since the draft was taken: those that differ from the step's (undefined: emptied). */
  later: Answers;
  /**
   * The app's ids of the fields the applicant has left: those answered but the one the caret is in
   * (before the app's code ran, nothing on the page saw a field being left; a field answered and
   * moved on from is one the app would have judged by now).
   */
  left: string[];
  /** The app's id of the field the caret was in, and where in its text ('end': after the last character, where a mask may add some). */
  focus?: { id: string; selection?: [number, number] | 'end' };
}

/**
 * What the step drawn over the early form still has to take: the answers that differ from what
 * the step holds now, and where the caret was. The form is let go.
 */
export function takeEarlyHandoff(draftKey: string, current: Answers): EarlyHandoff | undefined {
  const form = held;
  if (form?.draftKey !== draftKey) return undefined;
  releaseEarlyForm();
  const answers = answersOf(form.element, true);
  const later = Object.fromEntries(Object.entries(answers).filter(([property, answer]) => current[property] !== answer));
  const input = form.focused;
  const left = Object.keys(answers)
    .filter((property) => answers[property] !== undefined && property !== input?.name)
    .map((property) => controlId(`/${property}`));
  if (!input) return { later, left };
  const id = input.id.startsWith(EARLY_ID_PREFIX) ? input.id.slice(EARLY_ID_PREFIX.length) : input.id;
  // A radio's id names its choice ('-true'); the field's id is what the app's group carries.
  if (input.type === 'radio') return { later, left, focus: { id: id.replace(/-(true|false)$/, '') } };
  const { selectionStart: start, selectionEnd: end, value } = input;
  const atEnd = input.type === 'tel' || start === null || end === null || (start === end && end === value.length);
  return { later, left, focus: { id, selection: atEnd ? 'end' : [start, end] } };
}

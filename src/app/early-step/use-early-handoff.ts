/**
 * The step drawn over the page's early form (design decision 101) takes what was typed into it
 * while the app was drawing, the fields left, and the caret, before the browser paints the step.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { focusField } from '../../widgets/focus-field';
import { takeEarlyHandoff, type EarlyHandoff } from './early-answers';

type Answers = Record<string, unknown>;

interface AnswerSetter {
  setFieldValue(path: string[], value: unknown): void;
}

function restoreFocus({ id, selection }: NonNullable<EarlyHandoff['focus']>): void {
  const element = document.getElementById(id);
  // A group of radios: the choice made, as the keyboard would land on it.
  const chosen = element?.querySelector<HTMLInputElement>('input:checked');
  if (chosen) return chosen.focus({ preventScroll: true });
  if (!(element instanceof HTMLInputElement) || !selection) return focusField(id);
  element.focus({ preventScroll: true });
  // An e-mail input has no caret position to set (its selectionStart is null): focus puts it at the end.
  if (element.selectionStart === null) return;
  const [start, end] = selection === 'end' ? [element.value.length, element.value.length] : selection;
  element.setSelectionRange(start, end);
}

/** `leave`: the step's own account of a field left (its session's), which shows what is wrong with it. */
export function useEarlyHandoff(draftKey: string, form: RefObject<AnswerSetter | null>, current: () => Answers, leave: (id: string) => void): void {
  useLayoutEffect(() => {
    const handoff = takeEarlyHandoff(draftKey, current());
    if (!handoff) return;
    for (const [property, answer] of Object.entries(handoff.later)) form.current?.setFieldValue([property], answer);
    handoff.left.forEach(leave);
    if (handoff.focus) restoreFocus(handoff.focus);
    // Once, as the step is first drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Moves focus to a field by its id, for links that name a field (the error summary, the answers
 * still missing): the element itself when it takes focus, else its first control; a field whose
 * control cannot take focus yet (a consent locked until its documents are opened) gives it to the
 * first thing in its frame that can (the document's link); an element focusable by script only
 * (the ownership table, tabindex -1) takes it itself.
 */
import { fieldClass } from './templates/field-classes';

const CONTROL = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const ANYTHING = `${CONTROL}, a[href], button:not([disabled])`;

export function focusField(fieldId: string): void {
  const element = document.getElementById(fieldId);
  if (!element) return;
  const control = element.matches(CONTROL) ? element : element.querySelector<HTMLElement>(CONTROL);
  const target =
    control ??
    (element.hasAttribute('tabindex') && !element.matches('input, select, textarea') ? element : null) ??
    element.closest(`.${fieldClass.root}`)?.querySelector<HTMLElement>(ANYTHING) ??
    null;
  (target ?? element).scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}

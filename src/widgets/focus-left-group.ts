/**
 * Whether a blur takes focus out of a group of inputs (radios, checkboxes), not from one of its
 * inputs to the next: only then has the applicant left the question, and an empty group is missing.
 */
import type { FocusEvent } from 'react';

export function focusLeftGroup(event: FocusEvent, groupId: string): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node && document.getElementById(groupId)?.contains(next));
}

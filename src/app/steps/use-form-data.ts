/**
 * A form step's data, and what RJSF is handed as its `formData` prop.
 *
 * RJSF keeps its own copy of what is typed. A new `formData` prop on every keystroke makes it
 * re-derive its whole state (defaults, retrieved schema, errors) a second time for each one, so
 * the prop changes only when the step changes the data itself (ids for added owners, answers
 * saved in another window) or when another prop of the form changes: then RJSF re-derives its
 * state from the prop, which must be the latest data or the keystrokes since would be lost.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { changedProperties, readForm } from '../../engine/binding/form-binding';
import { withClientIds } from '../../engine/binding/client-ids';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { stepDrafts } from './step-drafts';

type FormData = Record<string, unknown>;

interface FormState {
  data: FormData;
  /** Counts the changes the step made itself, which RJSF has not seen. */
  revision: number;
}

export function useFormData(step: JourneyStep, document: FormData, draftKey: string) {
  const [form, setForm] = useState<FormState>(() => ({ data: withClientIds(stepDrafts[draftKey] ?? readForm(step, document)), revision: 0 }));

  // A newer document (saved in another window) brings its answers into the fields this window left alone.
  const baseDocument = useRef(document);
  useEffect(() => {
    const before = readForm(step, baseDocument.current);
    baseDocument.current = document;
    const after = readForm(step, document);
    setForm((current) => {
      const untouched = changedProperties(step, before, after).filter((p) => JSON.stringify(current.data[p]) === JSON.stringify(before[p]));
      if (untouched.length === 0) return current;
      return { data: withClientIds({ ...current.data, ...Object.fromEntries(untouched.map((p) => [p, after[p]])) }), revision: current.revision + 1 };
    });
  }, [step, document]);

  /** What RJSF reported: kept as it is unless an added owner needs its id. */
  const takeChange = useCallback((reported: FormData) => {
    setForm((current) => {
      const data = withClientIds(reported);
      return { data, revision: data === reported ? current.revision : current.revision + 1 };
    });
  }, []);

  return { formData: form.data, revision: form.revision, takeChange };
}

/** The `formData` prop for RJSF: the data as of the last change RJSF has not seen or the last change of the form's other props. */
export function useFormInput(formData: FormData, revision: number, otherFormProps: readonly unknown[]): FormData {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on what RJSF has not seen, not on each keystroke
  return useMemo(() => formData, [revision, ...otherFormProps]);
}

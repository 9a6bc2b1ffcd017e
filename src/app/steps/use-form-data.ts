/**
 * A form step's data and its draft. RJSF holds the live data as an uncontrolled form: it takes each keystroke
 * and paints it at once. The step takes what RJSF reports after that paint (`afterNextPaint`),
 * several keystrokes in one frame as one change, so its own work (validation, the summary table,
 * drafts, autosave) does not delay the keystroke.
 *
 * The step never hands RJSF its data again: React can render the step in the same pass as a
 * keystroke RJSF has not applied yet, and RJSF would take the data it is handed over that
 * keystroke. What the step changes itself (ids for added owners, answers saved in another window)
 * it sets field by field through RJSF, which applies each change on top of the keystrokes before.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type Form from '@rjsf/core';
import { changedProperties, readForm } from '../../engine/binding/form-binding';
import { withClientIds } from '../../engine/binding/client-ids';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { afterNextPaint } from './after-paint';
import { keepDraft, stepDrafts } from './step-drafts';

type FormData = Record<string, unknown>;

export function useFormData(step: JourneyStep, document: FormData, draftKey: string, form: RefObject<Form | null>) {
  const [initialData] = useState(() => withClientIds(stepDrafts[draftKey] ?? readForm(step, document)));
  const [formData, setFormData] = useState(initialData);
  /** What RJSF reported last and the step has not taken yet. */
  const untaken = useRef<FormData | null>(null);
  /** What the step took last, before React has rendered it. */
  const taken = useRef(initialData);

  /** Sets top-level answers in the form; RJSF reports the result like any change. */
  const setAnswers = useCallback(
    (answers: FormData) => {
      for (const [property, value] of Object.entries(answers)) form.current?.setFieldValue([property], value);
    },
    [form],
  );

  /** Takes what RJSF reported; an owner just added gets its id in the form. */
  const takeReported = useCallback(() => {
    const reported = untaken.current;
    if (!reported) return;
    untaken.current = null;
    taken.current = reported;
    setFormData(reported);
    const identified = withClientIds(reported);
    if (identified !== reported) setAnswers(Object.fromEntries(Object.keys(identified).filter((p) => identified[p] !== reported[p]).map((p) => [p, identified[p]])));
  }, [setAnswers]);

  const takeChange = useCallback(
    (reported: FormData) => {
      const waiting = untaken.current !== null;
      untaken.current = reported;
      if (!waiting) afterNextPaint(takeReported);
    },
    [takeReported],
  );

  /** The latest data, a change not yet taken or not yet rendered included. */
  const latestData = useCallback(() => untaken.current ?? taken.current, []);

  // A newer document (saved in another window) brings its answers into the fields this window left alone.
  const baseDocument = useRef(document);
  useEffect(() => {
    if (document === baseDocument.current) return;
    const before = readForm(step, baseDocument.current);
    baseDocument.current = document;
    const after = readForm(step, document);
    const shown = latestData();
    const untouched = changedProperties(step, before, after).filter((p) => JSON.stringify(shown[p]) === JSON.stringify(before[p]));
    if (untouched.length > 0) setAnswers(withClientIds(Object.fromEntries(untouched.map((p) => [p, after[p]]))));
  }, [step, document, latestData, setAnswers]);

  // The draft keeps what was typed for Back and for a refused save.
  useEffect(() => {
    keepDraft(draftKey, formData);
  }, [draftKey, formData]);

  /** Keeps the draft as it is now, a change not yet taken included (Back saves it at once). */
  const keepLatestDraft = useCallback(() => {
    keepDraft(draftKey, withClientIds(latestData()));
    takeReported();
  }, [draftKey, latestData, takeReported]);

  /** Drops the draft: the answers are saved. */
  const dropDraft = useCallback(() => {
    delete stepDrafts[draftKey];
  }, [draftKey]);

  // A change RJSF reported just before the step left the screen is kept with the draft, unless
  // the draft was dropped (saved, or the edit cancelled).
  useEffect(
    () => () => {
      if (untaken.current && draftKey in stepDrafts) keepDraft(draftKey, withClientIds(untaken.current));
    },
    [draftKey],
  );

  return { initialData, formData, takeChange, takeReported, latestData, keepLatestDraft, dropDraft };
}

/**
 * Which errors a step shows: the engine's, for fields the applicant has left (wrong answers
 * only) or for every field once Save & Continue was tried, plus the server's refusals. The error
 * schema handed to RJSF keeps its identity while the errors stay the same, so fields do not
 * re-render needlessly.
 */
import { useCallback, useMemo, useState } from 'react';
import { toFormPointer } from '../../engine/binding/form-binding';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { FieldError } from '../../engine/validation/field-error';
import { validateForm } from '../../engine/validation/validate-step';
import type { ServerFieldError } from '../api/application.types';
import { toErrorSchema } from './error-schema';

export function useStepErrors(
  cj: CompiledJourney,
  step: JourneyStep,
  formData: Record<string, unknown>,
  context: { records: readonly RuleRecord[]; document: Record<string, unknown> },
) {
  const { records, document } = context;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrorList] = useState<FieldError[]>([]);

  /** Every error of the given answers, as Save & Continue checks them. */
  const errorsOf = useCallback(
    (answers: Record<string, unknown>) => validateForm(cj, step.id, answers, 'complete', { records, document }),
    [cj, step.id, records, document],
  );
  const completeErrors = useMemo(() => errorsOf(formData), [errorsOf, formData]);

  const shownErrors = useMemo(() => {
    const byPath = new Map<string, FieldError>();
    for (const e of completeErrors) {
      const field = e.path.split('/')[1];
      // Before the first Save & Continue, only wrong answers in fields already left are shown, not missing ones.
      if (attempted || (touched.has(field) && e.source !== 'required')) byPath.set(e.path, e);
    }
    for (const e of serverErrors) if (!byPath.has(e.path)) byPath.set(e.path, e);
    return [...byPath.values()];
  }, [completeErrors, serverErrors, attempted, touched]);

  const errorsKey = shownErrors.map((e) => `${e.path}\u0000${e.message}`).join('\u0001');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the errors' content
  const extraErrors = useMemo(() => toErrorSchema(shownErrors), [errorsKey]);

  /** Server refusals (application pointers) shown under the step's fields. */
  const setServerErrors = useCallback(
    (errors: readonly ServerFieldError[]) =>
      // Cleared on every keystroke: a list already empty is kept, so the step does not render for nothing.
      setServerErrorList((current) =>
        errors.length === 0 && current.length === 0 ? current : errors.map((e) => ({ ...e, path: toFormPointer(step, e.path) ?? e.path, source: 'server' as const })),
      ),
    [step],
  );

  const markTouched = useCallback((id: string) => {
    const field = id.replace(/^root_/, '').split('_')[0];
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  }, []);

  return { errorsOf, completeErrors, shownErrors, extraErrors, attempted, setAttempted, setServerErrors, markTouched };
}

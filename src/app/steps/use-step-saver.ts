/**
 * Saves a step's form data as a JSON Patch against the application's version. Saves run one at
 * a time; a 409 (changed elsewhere) reloads the application and saves what the user typed on
 * top of it; a 422 hands the server's field errors back to the form.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { changedProperties, readForm, writeForm } from '../../engine/binding/form-binding';
import type { JourneyStep } from '../../engine/journey/journey.types';
import { diff } from '../../engine/patch/diff';
import { normaliseAnswers } from '../../engine/validation/prepare-data';
import type { ApplicationRecord, ServerFieldError } from '../api/application.types';
import { applicationKeys, getApplication, patchApplication } from '../api/applications';
import { ApiError } from '../api/http';
import { onQueryError } from '../errors/query-errors';

export type SaveOutcome =
  | { ok: true; application: ApplicationRecord }
  | { ok: false; errors: ServerFieldError[] }
  | { ok: false; failed: true };

export function useStepSaver(step: JourneyStep, application: ApplicationRecord | undefined) {
  const queryClient = useQueryClient();
  const latest = useRef(application);
  if (application && (!latest.current || application.version > latest.current.version)) latest.current = application;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);

  const store = useCallback(
    (record: ApplicationRecord) => {
      latest.current = record;
      queryClient.setQueryData(applicationKeys.one(record.id), record);
    },
    [queryClient],
  );

  const attempt = useCallback(
    async (formData: Record<string, unknown>, stage: string | undefined, base?: ApplicationRecord): Promise<SaveOutcome> => {
      const current = latest.current;
      if (!current) return { ok: false, failed: true };
      // Only what this window changed is written: after a 409 it goes on top of the newer document
      // without undoing what was saved elsewhere.
      const changed = changedProperties(step, readForm(step, (base ?? current).data), formData);
      // As the server stores it (trimmed, empty answers left out), so a save sends only real changes.
      const next = normaliseAnswers(writeForm(step, current.data, formData, changed)) as Record<string, unknown>;
      const patch = diff(current.data, next);
      if (patch.length === 0 && (!stage || stage === current.stage)) return { ok: true, application: current };
      try {
        const saved = await patchApplication(current.id, { stage, patch, version: current.version });
        store(saved);
        return { ok: true, application: saved };
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && !base) {
          setConflict(true);
          store(await getApplication(current.id));
          return attempt(formData, stage, current);
        }
        if (error instanceof ApiError && error.status === 401) {
          // The session ended on the server (signed out elsewhere, password reset): let go of it here too.
          onQueryError(queryClient, error);
          return { ok: false, failed: true };
        }
        if (error instanceof ApiError && error.status === 422) {
          return { ok: false, errors: (error.body as { errors: ServerFieldError[] }).errors ?? [] };
        }
        console.error('Saving the application failed', error);
        return { ok: false, failed: true };
      }
    },
    [step, store, queryClient],
  );

  const save = useCallback(
    (formData: Record<string, unknown>, stage?: string): Promise<SaveOutcome> => {
      const run = queue.current.then(() => {
        setSaving(true);
        return attempt(formData, stage).finally(() => setSaving(false));
      });
      queue.current = run.catch(() => undefined);
      return run;
    },
    [attempt],
  );

  return { save, saving, conflict, dismissConflict: () => setConflict(false), latest };
}

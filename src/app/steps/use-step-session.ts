/**
 * The React side of a step session (src/engine/step-session): the session is created once for
 * the component's life and read through selectors, so a component re-renders only when what it
 * selects changes. The session holds the state; React only subscribes and renders.
 */
import { useState } from 'react';
import { StepDrafts } from '../../engine/step-session/step-drafts';
import type { StepSession } from '../../engine/step-session/step-session';
import type { StepSnapshot } from '../../engine/step-session/step-snapshot';
import { useStoreSelector } from '../../widgets/use-store-selector';

/** What the applicant typed and has not saved, per step, for this tab (cleared on sign-out). */
export const stepDrafts = new StepDrafts();

/** One session for the component's life (a new step or application remounts the component). */
export function useStepSession(create: () => StepSession): StepSession {
  const [session] = useState(create);
  return session;
}

/** The part of the session's state `select` picks; re-renders only when it changes. */
export function useStepState<T>(session: StepSession, select: (snapshot: StepSnapshot) => T, equal?: (a: T, b: T) => boolean): T {
  return useStoreSelector(session, select, equal);
}

/** Whether two objects hold the same values, member by member (a selection of several parts). */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

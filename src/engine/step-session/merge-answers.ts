/**
 * How a step's answers meet a newer document (saved in another window) and how they are saved:
 * this window's changes go on top of the newer document, and the newer document's answers come
 * into the fields this window left alone. Neither side undoes the other.
 */
import { changedProperties, readForm, writeForm } from '../binding/form-binding';
import { withoutClientIds } from '../binding/client-ids';
import type { JourneyStep } from '../journey/journey.types';
import { diff, type PatchOperation } from '../patch/diff';
import { normaliseAnswers } from '../validation/prepare-data';

type FormData = Record<string, unknown>;
type Document = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The newer document's answers for the properties it changed and this window did not: what the
 * form shows there is still what the older document held.
 */
export function untouchedAnswers(step: JourneyStep, older: Document, newer: Document, shown: FormData): FormData {
  const before = readForm(step, older);
  const after = readForm(step, newer);
  const answers = withoutClientIds(shown);
  const untouched: FormData = {};
  for (const property of changedProperties(step, before, after)) {
    if (same(answers[property], before[property])) untouched[property] = after[property];
  }
  return untouched;
}

/**
 * The patch that saves `answers` on `current`: only the properties that differ from `base` (the
 * document the answers were made on) are written, as the server stores them (trimmed, empty
 * answers left out), so a save sends only real changes and undoes nothing saved elsewhere.
 */
export function answersPatch(step: JourneyStep, current: Document, base: Document, answers: FormData): Promise<PatchOperation[]> {
  const changed = changedProperties(step, readForm(step, base), answers);
  const next = normaliseAnswers(writeForm(step, current, answers, changed)) as Document;
  return diff(current, next);
}

/**
 * Whether the judgement of `answers` reads the same in both documents: it reads the document with
 * the step's answers written in (rule records read other steps' answers), so only what lies
 * outside the step's fields can tell the two apart.
 */
export function sameJudgedDocument(step: JourneyStep, older: Document, newer: Document, answers: FormData): boolean {
  return JSON.stringify(writeForm(step, older, answers)) === JSON.stringify(writeForm(step, newer, answers));
}

/**
 * What a virtual applicant of the journey-load bench answers, step by step: the tl journey's
 * steps in their order, each form step's answers taken from the shared complete application
 * (tools/fixtures) at the pointers the step binds, and sent as the browser sends them: a JSON
 * Patch of the difference between the document before and after (fast-json-patch's `compare`).
 * The applicant owns 70% and adds one owner of 30% on the Additional Owners step.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import jsonPatch, { type Operation } from 'fast-json-patch';
import { getAt, setAt } from '../../src/engine/json-pointer';
import { coOwner, completeTlApplication } from '../fixtures/tl-application';

type Document = Record<string, unknown>;

interface JourneyStepFile {
  id: string;
  stage: string;
  screen?: string;
  form?: { bind?: Record<string, string> };
}

/** One applicant's way through the journey. */
export interface JourneyPlan {
  product: string;
  /** The first step's answers, sent with the application's creation (the browser's createFromBasicInfo). */
  first: { stage: string; answers: Document; applicant: { firstName: string; lastName: string; email: string } };
  steps: PlannedStep[];
}

export type PlannedStep =
  { kind: 'form'; stage: string; next: string; saves: PlannedSave[] } | { kind: 'statements'; stage: string; next: string } | { kind: 'submit'; stage: string };

/** One autosave of part of a step's answers; `owner` when it adds another owner. */
export interface PlannedSave {
  owner: boolean;
  patch: Operation[];
}

export async function readJourneySteps(journeysDir: string, product: string): Promise<JourneyStepFile[]> {
  const journey = JSON.parse(await readFile(path.join(journeysDir, `${product}.journey.json`), 'utf8')) as { steps: JourneyStepFile[] };
  return journey.steps;
}

/** Names take letters only: applicant 27 is Applicant AB. */
function letters(n: number): string {
  return (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(65 + (n % 26));
}

/** The complete answers of applicant `email`: the fixture with their names, and one more owner. */
function completeAnswers(email: string, n: number): Document {
  const timestamp = new Date().toISOString();
  const [owner] = completeTlApplication.owners;
  return {
    ...structuredClone(completeTlApplication),
    owners: [{ ...owner, firstName: 'Bench', lastName: `Applicant${letters(n)}`, email, percentOwnership: '70' }],
    consents: {
      PRIVACY_CONSENT: { type: 'PRIVACY_CONSENT', timestamp },
      MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: { type: 'MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT', timestamp },
    },
    business: { ...completeTlApplication.business, _extension: { ...completeTlApplication.business._extension, hasAdditionalOwners: true } },
    coOwners: [coOwner(0, '30')],
  };
}

/** The document with the answers at `pointers` copied in from `complete` (those it has). */
function withAnswers(document: Document, complete: Document, pointers: string[]): Document {
  let next = document;
  for (const pointer of pointers) {
    const value = getAt(complete, pointer);
    if (value !== undefined) next = setAt(next, pointer, structuredClone(value));
  }
  return next;
}

/** Splits a step's pointers in two halves: the two pauses in typing that autosave each. */
function halves(pointers: string[]): string[][] {
  const middle = Math.ceil(pointers.length / 2);
  return [pointers.slice(0, middle), pointers.slice(middle)].filter((half) => half.length > 0);
}

export function planJourney(steps: JourneyStepFile[], product: string, email: string, n: number): JourneyPlan {
  const complete = completeAnswers(email, n);
  const [firstStep, ...rest] = steps;
  let document = withAnswers({}, complete, Object.values(firstStep.form?.bind ?? {}));
  const [owner] = complete.owners as { firstName: string; lastName: string }[];
  const plan: JourneyPlan = {
    product,
    first: { stage: firstStep.stage, answers: document, applicant: { firstName: owner.firstName, lastName: owner.lastName, email } },
    steps: [],
  };
  rest.forEach((step, i) => {
    const next = rest[i + 1]?.stage ?? step.stage;
    if (step.screen === 'statementCollect') return plan.steps.push({ kind: 'statements', stage: step.stage, next });
    if (step.screen === 'reviewSubmit') return plan.steps.push({ kind: 'submit', stage: step.stage });
    const pointers = Object.values(step.form?.bind ?? {}).filter((pointer) => getAt(complete, pointer) !== undefined);
    const saves = halves(pointers).map((half) => {
      const after = withAnswers(document, complete, half);
      const save = { owner: half.some((pointer) => pointer.startsWith('/coOwners')), patch: jsonPatch.compare(document, after) };
      document = after;
      return save;
    });
    plan.steps.push({ kind: 'form', stage: step.stage, next, saves: saves.filter((save) => save.patch.length > 0) });
  });
  return plan;
}

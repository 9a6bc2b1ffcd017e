/** What a step session is made with and answers. */
import type { CompiledJourney } from '../journey/compiled-journey';
import type { JourneyStep } from '../journey/journey.types';
import type { ApplicationRecord } from '../contract/applications.contract';
import type { RuleRecord } from '../rules/rule-record.types';
import type { ApplicationPort, RefusedField } from './application-port';
import type { StepDrafts } from './step-drafts';

type FormData = Record<string, unknown>;
type Document = Record<string, unknown>;

/** Saves answers the draft rules accept; answers the server's refusals, if any. */
export type Autosave = (answers: FormData) => Promise<readonly RefusedField[] | void>;

/** Where the session puts answers it changes itself (ids for added owners, another window's answers). */
export interface AnswerSink {
  /** Sets top-level answers on top of whatever the form holds; the form then reports the change. */
  setAnswers(answers: FormData): void;
}

export interface StepSessionOptions {
  cj: CompiledJourney;
  step: JourneyStep;
  /** The product's rule records, merged with the schema's rules. */
  records?: readonly RuleRecord[];
  /** The application the step edits, and the port that saves it; absent before one exists. */
  application?: { record: ApplicationRecord; port: ApplicationPort };
  /** The document the form reads when there is no application (a new applicant's first step). */
  document?: Document;
  /** Where unsaved answers are kept between visits to the step (`key`: see `draftKey`). */
  drafts?: { store: StepDrafts; key: string };
  /** Saves while the applicant types: `true` through the application's port, or a function of the caller. */
  autosave?: boolean | Autosave;
  autosaveDelayMs?: number;
  /** Runs the work a change causes once the change is on screen; at the next microtask by default. */
  schedule?: (task: () => void) => void;
}

export type ContinueOutcome = { kind: 'invalid' } | { kind: 'refused' } | { kind: 'failed'; error: unknown } | { kind: 'done' };

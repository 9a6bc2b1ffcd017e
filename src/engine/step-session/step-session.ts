/**
 * The one owner of a form step's state, framework-free: the answers (held once), what they make
 * hidden and wrong (judged once per change), the draft, and the save policy. A renderer reports
 * each change with `change` and subscribes to snapshots; it holds no state of its own.
 *
 * A change is taken at once, so whatever reads the session (Save & Continue, Back, leaving the
 * step) sees the latest keystroke, even one typed in the frame of a click. What a change causes
 * (validation, the draft, autosave, re-rendering readers) waits for `schedule`, which the browser
 * runs after the next paint, so it never delays what the applicant sees of a key.
 */
import { formProperties, toFormPointer, readForm, writeForm } from '../binding/form-binding';
import { controlProperty } from '../binding/control-property';
import { withClientIds } from '../binding/client-ids';
import type { CompiledJourney } from '../journey/compiled-journey';
import type { JourneyStep } from '../journey/journey.types';
import type { ApplicationRecord } from '../contract/applications.contract';
import type { RuleRecord } from '../rules/rule-record.types';
import type { FieldError } from '../validation/field-error';
import type { RefusedField } from './application-port';
import { Judgement } from './judgement';
import { sameJudgedDocument, untouchedAnswers } from './merge-answers';
import { outstandingFields } from './outstanding-fields';
import { shownErrors } from './shown-errors';
import { StepSaves, type SaveOutcome } from './step-saves';
import { nextSnapshot, type StepSnapshot } from './step-snapshot';
import type { AnswerSink, ContinueOutcome, StepSessionOptions } from './step-session.types';
import { Subscribable } from '../subscribable/subscribable';

type FormData = Record<string, unknown>;
type Document = Record<string, unknown>;

const AUTOSAVE_DELAY_MS = 800;

export class StepSession extends Subscribable<StepSnapshot> {
  readonly step: JourneyStep;
  private readonly cj: CompiledJourney;
  private readonly records: readonly RuleRecord[];
  private readonly saves?: StepSaves;
  private readonly schedule: (task: () => void) => void;
  private form?: AnswerSink;

  private formData: FormData;
  private document: Document;
  private judgement: Judgement;
  /** What the applicant has left: top-level fields, and the controls themselves (see `shownErrors`). */
  private readonly leftFields = { touched: new Set<string>(), controls: new Set<string>() };
  private attempted = false;
  private serverErrors: FieldError[] = [];
  private flags = { continuing: false, failed: false };

  /** Answers not judged yet; `stale`: something else shown changed; `scheduled`: the work waits for `schedule`. */
  private untaken = false;
  private stale = false;
  private scheduled = false;
  /** Off once the answers are saved (or the edit cancelled), until the next change. */
  private keepsDraft = true;
  private left = false;
  private autosaveTimer?: ReturnType<typeof setTimeout>;

  constructor(private readonly options: StepSessionOptions) {
    super();
    const { cj, step, application, drafts } = options;
    this.cj = cj;
    this.step = step;
    this.records = options.records ?? [];
    this.schedule = options.schedule ?? queueMicrotask;
    this.document = application?.record.data ?? options.document ?? {};
    this.formData = withClientIds(drafts?.store.get(drafts.key) ?? readForm(step, this.document));
    if (application) {
      this.saves = new StepSaves(step, application.record, application.port, {
        merge: (newer) => this.takeNewer(newer),
        refused: (errors) => this.showServerErrors(errors),
        settled: () => this.publish(),
      });
    }
    this.judgement = this.judge();
    this.snapshot = this.build();
  }

  /** The form is on screen: the session sets answers through it, and keeps a draft from now on. */
  attach(form: AnswerSink): void {
    this.form = form;
    this.left = false;
    const drafts = this.options.drafts;
    if (drafts && this.keepsDraft && !drafts.store.has(drafts.key)) drafts.store.keep(drafts.key, this.formData);
  }

  /** The form left the screen: a change not taken yet is kept with the draft, unless it was dropped. */
  leave(): void {
    this.left = true;
    this.form = undefined;
    clearTimeout(this.autosaveTimer);
    const drafts = this.options.drafts;
    if (this.untaken && this.keepsDraft && drafts?.store.has(drafts.key)) drafts.store.keep(drafts.key, withClientIds(this.formData));
  }

  /** The form's answers changed (a keystroke, an added owner). */
  change = (formData: FormData): void => {
    if (formData === this.formData) return;
    this.formData = formData;
    this.keepsDraft = true;
    if (this.serverErrors.length > 0) this.serverErrors = [];
    this.untaken = true;
    this.takeSoon();
  };

  /** The applicant left a control (its renderer's id): its field's wrong answers, and its own missing one, show from now on. */
  leaveField = (id: string): void => {
    if (this.leftFields.controls.has(id)) return;
    this.leftFields.controls.add(id);
    const property = controlProperty(formProperties(this.step), id);
    if (property !== undefined) this.leftFields.touched.add(property);
    this.stale = true;
    this.takeSoon();
  };

  /** Judges the latest change now, if one is waiting, and publishes it. */
  take(): void {
    if (this.untaken) this.takeAnswers();
    if (!this.stale) return;
    this.stale = false;
    this.publish();
  }

  private takeAnswers(): void {
    this.untaken = false;
    this.stale = true;
    // An owner just added gets its id, in the form as well.
    const identified = withClientIds(this.formData);
    if (identified !== this.formData) {
      const added = Object.keys(identified).filter((p) => identified[p] !== this.formData[p]);
      this.formData = identified;
      this.form?.setAnswers(Object.fromEntries(added.map((p) => [p, identified[p]])));
    }
    this.judgement = this.judge();
    const drafts = this.options.drafts;
    if (drafts && this.keepsDraft) drafts.store.keep(drafts.key, this.formData);
    this.armAutosave();
  }

  /** The latest answers as they are saved: hidden fields and client ids left out. */
  answers(): FormData {
    this.take();
    return this.judgement.saved;
  }

  /** Errors the draft rules find in the latest answers (missing answers allowed). */
  draftErrors(): readonly FieldError[] {
    this.take();
    return this.judgement.draftErrors;
  }

  /** The application document with the answers written in (where the next step is decided). */
  documentWith(answers: FormData): Document {
    return writeForm(this.step, this.document, answers);
  }

  /** Keeps the draft as it is now, the latest keystroke included (Back). */
  keepDraft(): void {
    this.take();
    const drafts = this.options.drafts;
    if (drafts) drafts.store.keep(drafts.key, this.formData);
  }

  /** Forgets the draft: the answers are saved, or the edit cancelled. */
  dropDraft(): void {
    this.keepsDraft = false;
    const drafts = this.options.drafts;
    if (drafts) drafts.store.drop(drafts.key);
  }

  /**
   * Save & Continue: the latest answers are judged in full; valid, they go to `commit` (which saves
   * them and moves on), and the draft is dropped once it has.
   */
  async continue(commit: (answers: FormData) => Promise<readonly RefusedField[] | void>): Promise<ContinueOutcome> {
    this.take();
    this.attempted = true;
    this.flags = { continuing: false, failed: false };
    if (this.judgement.completeErrors.length > 0) {
      this.publish();
      return { kind: 'invalid' };
    }
    const answers = this.answers();
    this.flags = { ...this.flags, continuing: true };
    this.publish();
    try {
      const refused = await commit(answers);
      if (refused && refused.length > 0) {
        this.showServerErrors(refused);
        return { kind: 'refused' };
      }
      this.dropDraft();
      return { kind: 'done' };
    } catch (error) {
      this.flags = { ...this.flags, failed: true };
      return { kind: 'failed', error };
    } finally {
      this.flags = { ...this.flags, continuing: false };
      this.publish();
    }
  }

  /** Saves answers (the latest by default) through the application's port, after any save on its way. */
  save(request: { answers?: FormData; stage?: string } = {}): Promise<SaveOutcome> {
    if (!this.saves) return Promise.resolve({ kind: 'failed', error: new Error('The step has no application to save to') });
    const saving = this.saves.save(request.answers ?? this.answers(), request.stage);
    this.publish();
    return saving;
  }

  /** Back: the draft is kept and, when the draft rules accept it, saved on the way. */
  async saveDraft(): Promise<SaveOutcome | undefined> {
    this.keepDraft();
    if (!this.saves || this.draftErrors().length > 0) return undefined;
    return this.save({ answers: this.answers() });
  }

  /** A version of the application from elsewhere (a reload, another screen's save). */
  receiveApplication(record: ApplicationRecord): void {
    if (this.saves?.receive(record)) this.takeNewer(record.data);
  }

  /** A newer document of a step without an application (the signed-in user's names). */
  receiveDocument(document: Document): void {
    if (this.saves || document === this.document || JSON.stringify(document) === JSON.stringify(this.document)) return;
    this.takeNewer(document);
  }

  /** Server refusals (application pointers), shown under the step's fields until the next change. */
  showServerErrors(errors: readonly RefusedField[]): void {
    if (errors.length === 0 && this.serverErrors.length === 0) return;
    this.serverErrors = errors.map((e) => ({ ...e, path: toFormPointer(this.step, e.path) ?? e.path, source: 'server' }));
    this.publish();
  }

  /** The newer document's answers come into the fields this window left alone. */
  private takeNewer(newer: Document): void {
    const older = this.document;
    const untouched = withClientIds(untouchedAnswers(this.step, older, newer, this.formData));
    this.document = newer;
    if (Object.keys(untouched).length > 0) {
      this.formData = { ...this.formData, ...untouched };
      this.form?.setAnswers(untouched);
    } else if (!this.untaken && sameJudgedDocument(this.step, older, newer, this.judgement.saved)) {
      // This window's own save: the answers judged are the answers saved, and nothing else changed.
      this.stale = true;
      this.takeSoon();
      return;
    }
    // Rule records read other steps' answers: the errors are judged again.
    this.untaken = true;
    this.takeSoon();
  }

  private takeSoon(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => {
      this.scheduled = false;
      if (!this.left) this.take();
    });
  }

  /** What the answers make hidden and wrong: once per change. */
  private judge(): Judgement {
    const previous = this.judgement as Judgement | undefined;
    return new Judgement(this.cj, this.step.id, this.formData, { records: this.records, document: this.document }, previous);
  }

  private armAutosave(): void {
    const { autosave, autosaveDelayMs = AUTOSAVE_DELAY_MS } = this.options;
    if (!autosave) return;
    clearTimeout(this.autosaveTimer);
    this.autosaveTimer = setTimeout(() => this.autosave(), autosaveDelayMs);
  }

  /** Only answers the draft rules accept are saved while typing, so nothing invalid reaches the server. */
  private autosave(): void {
    const { autosave } = this.options;
    if (this.left || !autosave || this.flags.continuing) return;
    // A save on its way: this one follows it, with the answers as they are then.
    if (this.saves?.busy) return void this.saves.whenIdle(() => this.armAutosave());
    if (this.draftErrors().length > 0) return;
    const answers = this.answers();
    if (autosave === true) void this.save({ answers });
    else void autosave(answers).then((refused) => this.showServerErrors(refused ?? []));
  }

  private build(): StepSnapshot {
    const { hidden, completeErrors } = this.judgement;
    return nextSnapshot(this.snapshot as StepSnapshot | undefined, {
      formData: this.formData,
      document: this.document,
      hidden,
      completeErrors,
      shownErrors: shownErrors(completeErrors, this.serverErrors, this.attempted, this.leftFields),
      outstanding: outstandingFields(this.step, completeErrors),
      attempted: this.attempted,
      continuing: this.flags.continuing,
      failed: this.flags.failed,
      saving: this.saves?.busy ?? false,
      conflict: this.saves?.conflict ?? false,
    });
  }

  private publish(): void {
    this.setSnapshot(this.build());
  }

  /** The notice of a merged save was read. */
  dismissConflict(): void {
    if (!this.saves?.conflict) return;
    this.saves.conflict = false;
    this.publish();
  }
}

export type { AnswerSink, Autosave, ContinueOutcome, StepSessionOptions } from './step-session.types';
export type { SaveOutcome };

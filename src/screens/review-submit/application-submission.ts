/**
 * The state of review and submit, free of React: the step being edited in the dialog, submitting
 * (once however often Submit is pressed) and the server's refusal with the steps still to
 * complete. A renderer subscribes to snapshots and calls the actions; the app goes on with
 * `onSubmitted`.
 */
import type { StepToComplete, SubmissionPort } from './submission-port';
import { Subscribable } from '../../engine/subscribable/subscribable';

export interface ApplicationSubmissionDeps {
  port: SubmissionPort;
  /** The application was submitted: the applicant goes on to its status. */
  onSubmitted: () => void;
}

export interface SubmitRefusal {
  message: string;
  /** The steps to complete first; empty when the call failed for another reason. */
  steps: StepToComplete[];
}

export interface ApplicationSubmissionSnapshot {
  /** The step whose form the edit dialog shows. */
  editing: { stepId: string; title: string } | null;
  busy: boolean;
  refusal: SubmitRefusal | null;
}

export const SUBMIT_FAILED = 'We could not submit your application just now. Your answers are saved: please try again.';

export class ApplicationSubmission extends Subscribable<ApplicationSubmissionSnapshot> {
  private live = false;

  constructor(private readonly deps: ApplicationSubmissionDeps) {
    super();
    this.snapshot = { editing: null, busy: false, refusal: null };
  }

  /** Answers the function that stops the model: an answer after it is not shown, and nobody is sent on. */
  start(): () => void {
    this.live = true;
    return () => {
      this.live = false;
    };
  }

  edit(stepId: string, title: string): void {
    if (this.snapshot.busy) return;
    this.update({ editing: { stepId, title } });
  }

  closeEditor(): void {
    this.update({ editing: null });
  }

  async submit(): Promise<void> {
    if (this.snapshot.busy) return;
    this.update({ busy: true, refusal: null });
    let refusal: SubmitRefusal | null = null;
    try {
      const answer = await this.deps.port.submit();
      if (!this.live) return;
      if (answer.ok) return this.deps.onSubmitted();
      refusal = { message: answer.message, steps: answer.steps };
    } catch (error) {
      if (!this.live) return;
      console.error('Submitting the application failed', error);
      refusal = { message: SUBMIT_FAILED, steps: [] };
    } finally {
      if (this.live) this.update({ busy: false, refusal });
    }
  }

  private update(change: Partial<ApplicationSubmissionSnapshot>): void {
    this.setSnapshot({ ...this.snapshot, ...change });
  }
}

/**
 * What review and submit asks the app to do: submit the application. The server refuses an
 * application with steps left to complete (422); the port answers that refusal with those steps,
 * and rejects only when the call failed otherwise.
 */

/** A step the applicant must complete before submitting, and where its form is. */
export interface StepToComplete {
  id: string;
  title: string;
  route: string;
}

export type SubmitAnswer = { ok: true } | { ok: false; steps: StepToComplete[]; message: string };

export interface SubmissionPort {
  submit(): Promise<SubmitAnswer>;
}

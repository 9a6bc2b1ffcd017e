/**
 * What one version of a step's answers makes hidden and wrong. The hidden fields are judged once
 * and handed to both validations (each would judge them again otherwise); the draft errors only
 * when something asks (autosave, Back), at most once.
 */
import { withoutClientIds } from '../binding/client-ids';
import type { CompiledJourney } from '../journey/compiled-journey';
import type { RuleRecord } from '../rules/rule-record.types';
import type { FieldError } from '../validation/field-error';
import { hiddenFields, withoutHidden } from '../validation/step-validation';
import { validateForm } from '../validation/validate-step';

type FormData = Record<string, unknown>;

export interface JudgementContext {
  records: readonly RuleRecord[];
  /** The application document (other steps' answers, for the rule records). */
  document: Record<string, unknown>;
}

export class Judgement {
  /** Form pointers of the fields hidden by their conditions. */
  readonly hidden: readonly string[];
  /** Every error, as Save & Continue judges the answers. */
  readonly completeErrors: readonly FieldError[];
  private draft?: readonly FieldError[];
  private readonly answers: FormData;

  /** `formData` as the form holds it (client ids included); `previous`: the judgement of the version before. */
  constructor(
    private readonly cj: CompiledJourney,
    private readonly stepId: string,
    readonly formData: FormData,
    private readonly context: JudgementContext,
    previous?: Judgement,
  ) {
    this.answers = withoutClientIds(formData);
    const hidden = hiddenFields(cj.formValidators(stepId), this.answers);
    // The same fields hidden as before keep the list readers saw, so nothing is rebuilt for them.
    this.hidden = previous && previous.hidden.join('|') === hidden.join('|') ? previous.hidden : hidden;
    this.completeErrors = validateForm(cj, stepId, this.answers, 'complete', { ...context, hidden: this.hidden });
  }

  /** Errors of the draft rules: only what is filled in must be valid. */
  get draftErrors(): readonly FieldError[] {
    this.draft ??= validateForm(this.cj, this.stepId, this.answers, 'draft', { ...this.context, hidden: this.hidden });
    return this.draft;
  }

  /** The answers as they are saved: hidden fields and client ids left out. */
  get saved(): FormData {
    return withoutHidden(this.answers, this.hidden);
  }
}

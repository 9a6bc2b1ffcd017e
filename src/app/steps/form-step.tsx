/**
 * The React adapter of a form step: RJSF renders the journey's schema with our widgets; the step
 * session (src/engine/step-session) holds the answers and decides what is shown, what is wrong and
 * what is saved. RJSF keeps its own copy of what is typed (it paints each keystroke at once) and
 * reports every change to the session; the session sets answers it changes itself through RJSF.
 */
import { Box, Stack } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withAccountFieldsReadOnly } from '../../engine/binding/account-fields';
import { fieldLabel, inFormOrder } from '../../engine/binding/form-fields';
import { uiSchemaWithLabels, visibleSchema } from '../../engine/binding/form-view';
import { presentErrors } from '../../engine/binding/presented-errors';
import { uiSchemaWithMessages } from '../../engine/binding/ui-messages';
import { messageText } from '../../engine/validation/messages';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { draftKey } from '../../engine/step-session/step-drafts';
import { StepSession } from '../../engine/step-session/step-session';
import type { StepSnapshot } from '../../engine/step-session/step-snapshot';
import { ErrorSummary } from '../../widgets/error-summary';
import { fieldId } from '../../widgets/field-id';
import { createFormView, formFields, templates, widgetRegistry, type FormServices } from '../../widgets/registry';
import type { FieldErrorBody } from '../../engine/contract/errors.contract';
import { StepHeading } from '../../screens/step-heading';
import { FailureAlert } from '../errors/failure-alert';
import { Loading } from '../routes/loading';
import { afterNextPaint } from './after-paint';
import { toErrorSchema } from './error-schema';
import { createFormServices } from './form-services';
import { productLocale } from '../../engine/journey/product-locale';
import { passiveValidator } from './passive-validator';
import { StepActions } from './step-actions';
import { shallowEqual, stepDrafts, useStepSession, useStepState } from './use-step-session';
import { useEarlyHandoff } from '../early-step/use-early-handoff';

type FormData = Record<string, unknown>;

export interface FormStepProps {
  cj: CompiledJourney;
  step: JourneyStep;
  /** The application document the form reads from (empty for a new applicant). */
  document: Record<string, unknown>;
  /** The product's rule records, merged with the schema's rules. */
  records: readonly RuleRecord[];
  /** The step's session, when the caller saves through it; otherwise the form makes its own from the props above. */
  session?: StepSession;
  /** The applicant is signed in: the fields their account decides (the journey's `account`) are read-only. */
  signedIn?: boolean;
  /** Called with valid, pruned form data on Save & Continue; answers server errors if refused. */
  onContinue: (formData: FormData) => Promise<readonly FieldErrorBody[] | void>;
  /** Called (debounced) with draft-valid form data while the applicant types (a form without a session of the caller's). */
  onAutosave?: (formData: FormData) => Promise<FieldErrorBody[] | void>;
  onBack?: () => void;
  /** In an edit dialog: a Cancel button in place of Back, and the continue button's label. */
  onCancel?: () => void;
  continueLabel?: string;
  /** No heading (a dialog has its own title). */
  hideHeading?: boolean;
  notice?: React.ReactNode;
  /** What the app does for the fields (the business register search); the portal's API by default. */
  services?: FormServices;
}

const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults' } as const;

/** What the step's frame reads of the session: it re-renders when one of these changes, not on every keystroke (its buttons subscribe on their own). */
const selectFrame = (s: StepSnapshot) => ({
  hidden: s.hidden,
  shownErrors: s.shownErrors,
  attempted: s.attempted,
  failed: s.failed,
});

export function FormStep(props: FormStepProps) {
  const { cj, step, document, records, signedIn, onContinue, onBack, onCancel, continueLabel, hideHeading, notice, services } = props;
  const formRef = useRef<Form>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const autosave = useRef(props.onAutosave);
  useEffect(() => {
    autosave.current = props.onAutosave;
  });
  const ownSession = !props.session;
  const session = useStepSession(
    () =>
      props.session ??
      new StepSession({
        cj,
        step,
        records,
        document,
        drafts: { store: stepDrafts, key: draftKey(cj.journey.product, step.id) },
        autosave: props.onAutosave && ((answers) => autosave.current?.(answers) ?? Promise.resolve()),
        schedule: afterNextPaint,
      }),
  );
  const [initialData] = useState(() => session.getSnapshot().formData);
  useEarlyHandoff(draftKey(cj.journey.product, step.id), formRef, () => session.getSnapshot().formData, session.leaveField);

  // The form is on screen: the session sets answers through RJSF, which applies each on top of the keystrokes before it.
  useEffect(() => {
    session.attach({ setAnswers: (answers) => Object.entries(answers).forEach(([property, value]) => formRef.current?.setFieldValue([property], value)) });
    return () => session.leave();
  }, [session]);
  // A newer document for a form without an application (the caller's session takes its application itself).
  useEffect(() => {
    if (ownSession) session.receiveDocument(document);
  }, [ownSession, session, document]);

  const { hidden, shownErrors, attempted, failed } = useStepState(session, selectFrame, shallowEqual);
  const schema = useMemo(() => visibleSchema(step.form!.schema, hidden), [step, hidden]);
  const uiSchema = useMemo(() => {
    const labelled = uiSchemaWithMessages(uiSchemaWithLabels(step.form!.schema, step.form!.uiSchema), cj.catalogue);
    const fixed = signedIn ? withAccountFieldsReadOnly(cj.journey, step, labelled, messageText(cj.catalogue, 'accountEmailHelp')) : labelled;
    return { ...fixed, 'ui:submitButtonOptions': { norender: true } };
  }, [cj, step, signedIn]);
  // Errors about a whole (the ownership total) are shown once more, and summarised once, at the field presenting them.
  const presented = useMemo(() => presentErrors(step.form!, shownErrors), [step, shownErrors]);
  const extraErrors = useMemo(() => toErrorSchema(presented.inline), [presented]);
  const summary = useMemo(
    () => inFormOrder(step.form!, presented.summary).map((e) => ({ fieldId: fieldId(e.path), label: fieldLabel(step.form!, e.path), message: e.message })),
    [step, presented],
  );
  // One formContext for the form's life; the fields that read it subscribe to what they read.
  const [formContext] = useState(() => createFormView(session, services ?? createFormServices(cj.catalogue), productLocale(cj.journey)));

  const handleChange = useCallback((event: IChangeEvent<FormData>) => session.change(event.formData ?? {}), [session]);

  // Back keeps the draft as it is, the keystrokes of the last frame included.
  const handleBack = useCallback(() => {
    session.keepDraft();
    onBack?.();
  }, [session, onBack]);

  async function handleContinue() {
    const outcome = await session.continue(onContinue);
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') requestAnimationFrame(() => summaryRef.current?.focus());
    if (outcome.kind === 'failed') console.error(outcome.error);
  }

  return (
    <Stack gap="6">
      {!hideHeading && <StepHeading title={step.title} subtitle={step.subtitle} />}
      {notice}
      <Box ref={summaryRef} tabIndex={-1} outline="none">
        {attempted && <ErrorSummary errors={summary} />}
      </Box>
      <FailureAlert message={failed && "We couldn't save your answers. Please check your connection and try again."} />
      {/* A widget not fetched beforehand (a step opened outside its route) holds the form until it arrives. */}
      <Suspense fallback={<Loading />}>
        <Form
          ref={formRef}
          schema={schema as object}
          uiSchema={uiSchema}
          initialFormData={initialData}
          validator={passiveValidator}
          widgets={widgetRegistry}
          fields={formFields}
          templates={templates}
          formContext={formContext}
          extraErrors={extraErrors}
          showErrorList={false}
          noHtml5Validate
          // RJSF would otherwise answer required yes/no questions with 'No' and tick consents with {}.
          experimental_defaultFormStateBehavior={NO_DEFAULTS}
          onChange={handleChange}
          onBlur={session.leaveField}
          onSubmit={() => void handleContinue()}
        >
          <StepActions session={session} step={step} catalogue={cj.catalogue} onBack={onBack && handleBack} onCancel={onCancel} continueLabel={continueLabel} />
        </Form>
      </Suspense>
    </Stack>
  );
}

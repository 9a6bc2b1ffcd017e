/**
 * The React adapter of a form step: RJSF renders the journey's schema with our widgets; the
 * engine decides what is shown, what is wrong and what is saved.
 */
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { uiSchemaWithLabels, visibleSchema } from '../../engine/binding/form-view';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { hiddenFields, withoutHidden } from '../../engine/validation/step-validation';
import { validateForm } from '../../engine/validation/validate-step';
import { ErrorSummary } from '../../widgets/error-summary';
import { createFormView, fieldRegistry, showInFormView, templates, widgetRegistry } from '../../widgets/registry';
import { withoutClientIds } from '../../engine/binding/client-ids';
import type { ServerFieldError } from '../api/application.types';
import { fieldId } from './error-schema';
import { useStepErrors } from './use-step-errors';
import { useFormData } from './use-form-data';
import { passiveValidator } from './passive-validator';
import { draftKey } from './step-drafts';
import { StepHeading } from '../../screens/step-heading';
import { FailureAlert } from '../errors/FailureAlert';

type FormData = Record<string, unknown>;

export interface FormStepProps {
  cj: CompiledJourney;
  step: JourneyStep;
  /** The application document the form reads from (empty for a new applicant). */
  document: Record<string, unknown>;
  /** The product's rule records, merged with the schema's rules. */
  records: readonly RuleRecord[];
  /** uiSchema additions for this render (e.g. the e-mail read-only once signed in). */
  uiOverrides?: Record<string, unknown>;
  /** Called with valid, pruned form data on Save & Continue; answers server errors if refused. */
  onContinue: (formData: FormData) => Promise<ServerFieldError[] | void>;
  /** Called (debounced) with draft-valid form data while the applicant types. */
  onAutosave?: (formData: FormData) => Promise<ServerFieldError[] | void>;
  onBack?: () => void;
  /** In an edit dialog: a Cancel button in place of Back, and the continue button's label. */
  onCancel?: () => void;
  continueLabel?: string;
  /** No heading (a dialog has its own title). */
  hideHeading?: boolean;
  notice?: React.ReactNode;
}

const AUTOSAVE_DELAY_MS = 800;
const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults' } as const;

export function FormStep(props: FormStepProps) {
  const { cj, step, document, records, uiOverrides, onContinue, onAutosave, onBack, onCancel, continueLabel, hideHeading, notice } = props;
  const key = draftKey(cj.journey.product, step.id);
  const validators = cj.formValidators(step.id);
  const formRef = useRef<Form>(null);
  const { initialData, formData, takeChange, takeReported, latestData, keepLatestDraft, dropDraft } = useFormData(step, document, key, formRef);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const hidden = hiddenFields(validators, formData);
  const hiddenKey = hidden.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed only when visibility changes
  const schema = useMemo(() => visibleSchema(step.form!.schema, hidden), [step, hiddenKey]);
  const uiSchema = useMemo(
    () => ({ ...uiSchemaWithLabels(step.form!.schema, step.form!.uiSchema), ...uiOverrides, 'ui:submitButtonOptions': { norender: true } }),
    [step, uiOverrides],
  );

  // One stable formContext for the form's life; fields that read it subscribe to what they read.
  const hiddenIds = hidden.map(fieldId).join(' ');
  const [formContext] = useState(() => createFormView({ formData, document, hiddenIds }));
  useLayoutEffect(() => {
    showInFormView(formContext, { formData, document, hiddenIds });
  }, [formContext, formData, document, hiddenIds]);

  // Validated when the answers change, not on every render of the step.
  const answers = useMemo(() => withoutClientIds(formData), [formData]);
  const { errorsOf, completeErrors, shownErrors, extraErrors, attempted, setAttempted, setServerErrors, markTouched } = useStepErrors(cj, step, answers, {
    records,
    document,
  });

  const titleOf = (path: string) => {
    const property = path.split('/')[1];
    const fieldSchema = (step.form!.schema as { properties?: Record<string, { title?: string }> }).properties?.[property];
    return fieldSchema?.title ?? property;
  };

  // Autosave while typing: only data the draft rules accept, so nothing invalid reaches the server.
  useEffect(() => {
    if (!onAutosave) return;
    const timer = setTimeout(() => {
      const pruned = withoutClientIds(withoutHidden(formData, hidden));
      if (validateForm(cj, step.id, pruned, 'draft', { records, document }).length > 0) return;
      void onAutosave(pruned).then((errors) => setServerErrors(errors ?? []));
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save when the data changes, not when callbacks do
  }, [formData]);

  const handleChange = useCallback((event: IChangeEvent<FormData>) => {
    takeChange(event.formData ?? {});
    setServerErrors([]);
  }, [takeChange, setServerErrors]);

  const handleBlur = markTouched;

  // Back saves the draft as it is: the keystrokes of the last frame included.
  const handleBack = useCallback(() => {
    keepLatestDraft();
    onBack?.();
  }, [keepLatestDraft, onBack]);

  const blockedByValidity = step.continueOnlyWhenValid === true && completeErrors.length > 0;

  async function handleContinue() {
    // A change RJSF reported in the frame of the click has not been taken yet: it is checked and saved too.
    const latest = latestData();
    takeReported();
    const current = latest === formData ? { hidden, errors: completeErrors } : { hidden: hiddenFields(validators, latest), errors: errorsOf(withoutClientIds(latest)) };
    setAttempted(true);
    setFailed(false);
    if (current.errors.length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    try {
      const errors = await onContinue(withoutClientIds(withoutHidden(latest, current.hidden)));
      if (errors && errors.length > 0) {
        setServerErrors(errors);
        requestAnimationFrame(() => summaryRef.current?.focus());
      } else {
        dropDraft();
      }
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const actions = useMemo(
    () => (
      <Flex gap="3" mt="8" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
        {onCancel || onBack ? (
          <Button variant="outline" onClick={onCancel ?? handleBack} type="button">
            {onCancel ? 'Cancel' : 'Back'}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" colorPalette="brand" loading={busy} disabled={blockedByValidity} size="lg">
          {continueLabel ?? 'Save & Continue'}
        </Button>
      </Flex>
    ),
    [busy, blockedByValidity, onCancel, onBack, handleBack, continueLabel],
  );

  return (
    <Stack gap="6">
      {!hideHeading && <StepHeading title={step.title} subtitle={step.subtitle} />}
      {notice}
      <Box ref={summaryRef} tabIndex={-1} outline="none">
        {attempted && (
          <ErrorSummary errors={shownErrors.map((e) => ({ fieldId: fieldId(e.path), label: titleOf(e.path), message: e.message }))} />
        )}
      </Box>
      <FailureAlert message={failed && "We couldn't save your answers. Please check your connection and try again."} />
      <Form
        ref={formRef}
        schema={schema as object}
        uiSchema={uiSchema}
        initialFormData={initialData}
        validator={passiveValidator}
        widgets={widgetRegistry}
        fields={fieldRegistry}
        templates={templates}
        formContext={formContext}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        // RJSF would otherwise answer required yes/no questions with 'No' and tick consents with {}.
        experimental_defaultFormStateBehavior={NO_DEFAULTS}
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={() => void handleContinue()}
      >
        {actions}
      </Form>
    </Stack>
  );
}

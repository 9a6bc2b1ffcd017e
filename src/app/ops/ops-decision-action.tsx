/**
 * Deciding a submitted application: approve with an amount and a tier, approve on condition of
 * documents the applicant is asked to upload (each may carry a template, a form the applicant
 * fills in, attached before the decision names it), or decline with the reasons the applicant reads.
 * Only the outcomes the lifecycle allows from where the application is are offered; the server
 * checks the terms against the product's limits and pricing again, and its refusal is shown here.
 * The form starts from the current decision (its amount, tier, documents or reasons) and says
 * what that decision is; the page mounts it afresh for each new decision, so after a save it
 * shows the terms just saved, as the server keeps them, and not what was typed before.
 */
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '../../widgets/later/textarea';
import { NativeSelect } from '../../widgets/later/native-select';
import { useState } from 'react';
import type { ApplicationRecord } from '../../engine/contract/applications.contract';
import type { OpsDecisionRequest } from '../../engine/contract/decisions.contract';
import type { OpsDecision } from '../../engine/contract/ops-application-parts.contract';
import { DECISION_OUTCOMES, type DecisionOutcome } from '../../engine/decision/decision.types';
import type { Journey } from '../../engine/journey/journey.types';
import { mayMove } from '../../engine/lifecycle/lifecycle';
import { formatWholeDollars as money } from '../../engine/money/format-money';
import { FailureAlert } from '../errors/failure-alert';
import { documentType } from './document-type';
import { attachTemplate, decide } from './ops-api';
import { OpsTemplateInputs, type TemplateFiles } from './ops-template-inputs';
import { useOpsAction } from './use-ops-action';

const OUTCOME_LABELS: Record<DecisionOutcome, string> = { APPROVED: 'Approve', CONDITIONAL: 'Approve on condition of documents', DECLINED: 'Decline' };
const DECIDED_LABELS: Record<string, string> = { APPROVED: 'Approved', CONDITIONAL: 'Approved on condition of documents', DECLINED: 'Declined' };
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Attaches each document's chosen template first, so the request names it by the id the server gave it. */
async function withTemplates(applicationId: string, input: OpsDecisionRequest, files: TemplateFiles): Promise<OpsDecisionRequest> {
  const documents = await Promise.all(
    (input.documents ?? []).map(async (document) => {
      const file = files[document.title];
      return file ? { ...document, templateId: (await attachTemplate(applicationId, file)).id } : document;
    }),
  );
  return { ...input, documents };
}

/** 'Approved up to $90,000, tier B': the current decision in a line. */
function summary(decision: OpsDecision): string {
  return [
    DECIDED_LABELS[decision.outcome] ?? decision.outcome,
    decision.approvedMaxAmount !== null ? `up to ${money(decision.approvedMaxAmount)}` : null,
    decision.tier ? `tier ${decision.tier}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

interface DecisionActionProps {
  journey: Journey;
  application: ApplicationRecord;
  /** The application's current decision, if it has one: the form starts from its terms. */
  current?: OpsDecision;
}

export function OpsDecisionAction({ journey, application, current }: DecisionActionProps) {
  const outcomes = DECISION_OUTCOMES.filter((o) => {
    const to = journey.lifecycle.decided?.[o];
    return to !== undefined && mayMove(journey, application.status, to);
  });
  const tiers = Object.keys(journey.offers?.tiers ?? {});
  const currentOutcome = outcomes.find((o) => o === current?.outcome);
  const [outcome, setOutcome] = useState<DecisionOutcome | ''>(currentOutcome ?? '');
  const [maxAmount, setMaxAmount] = useState(current?.approvedMaxAmount != null ? String(current.approvedMaxAmount) : '');
  const [tier, setTier] = useState(current?.tier ?? '');
  const [documents, setDocuments] = useState(current?.documents.map((document) => document.title).join('\n') ?? '');
  const [reasons, setReasons] = useState(current?.declinedReasons.join('\n') ?? '');
  const [templates, setTemplates] = useState<TemplateFiles>({});
  const {
    problem,
    setProblem,
    mutation: send,
  } = useOpsAction((input: OpsDecisionRequest) => decide(application.id, input), 'The decision could not be saved. Please try again.');
  const {
    problem: templateProblem,
    setProblem: setTemplateProblem,
    mutation: attach,
  } = useOpsAction(
    (input: OpsDecisionRequest) => withTemplates(application.id, input, templates).then((withIds) => send.mutate(withIds)),
    'A template could not be attached. Please check the file and try again.',
  );
  if (outcomes.length === 0) return null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    setTemplateProblem(null);
    if (!outcome) return setProblem('Please choose the decision.');
    const amount = Number(maxAmount.replace(/[,$\s]/g, ''));
    if (outcome !== 'DECLINED' && !(Number.isInteger(amount) && amount > 0))
      return setProblem('Please enter the most the applicant may borrow, in whole dollars.');
    if (outcome === 'APPROVED' && !tier) return setProblem('Please choose the pricing tier.');
    if (outcome === 'CONDITIONAL' && lines(documents).length === 0) return setProblem('Please list the documents the applicant must upload, one per line.');
    if (outcome === 'DECLINED' && lines(reasons).length === 0) return setProblem('Please give the reasons the applicant will read, one per line.');
    (outcome === 'CONDITIONAL' ? attach : send).mutate({
      outcome,
      ...(outcome !== 'DECLINED' ? { maxAmount: amount } : {}),
      ...(outcome !== 'DECLINED' && tier ? { tier } : {}),
      ...(outcome === 'CONDITIONAL' ? { documents: lines(documents).map((title) => ({ type: documentType(title), title })) } : {}),
      ...(outcome === 'DECLINED' ? { reasons: lines(reasons) } : {}),
    });
  }

  return (
    <Stack asChild gap="3" borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={submit} aria-label="Decide" noValidate>
        <FailureAlert message={problem ?? templateProblem} />
        {current && <Text fontSize="sm">Current decision: {summary(current)}</Text>}
        <HStack gap="4" alignItems="flex-start" flexWrap="wrap">
          <Field.Root w={{ base: 'full', md: '72' }} required>
            <Field.Label>Decision</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={outcome} onChange={(e) => setOutcome(e.target.value as DecisionOutcome | '')}>
                <option value="">Choose a decision</option>
                {outcomes.map((o) => (
                  <option key={o} value={o}>
                    {OUTCOME_LABELS[o]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {outcome && outcome !== 'DECLINED' && (
            <>
              <Field.Root w={{ base: 'full', md: '48' }} required>
                <Field.Label>Most they may borrow ($)</Field.Label>
                <Input inputMode="numeric" value={maxAmount} onChange={(e) => setMaxAmount(e.target.value)} />
              </Field.Root>
              <Field.Root w={{ base: 'full', md: '40' }} required={outcome === 'APPROVED'}>
                <Field.Label>Pricing tier</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={tier} onChange={(e) => setTier(e.target.value)}>
                    <option value="">Choose a tier</option>
                    {tiers.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </>
          )}
        </HStack>
        {outcome === 'CONDITIONAL' && (
          <Field.Root required>
            <Field.Label>Documents to ask for, one per line</Field.Label>
            <Textarea value={documents} onChange={(e) => setDocuments(e.target.value)} rows={3} />
          </Field.Root>
        )}
        {outcome === 'CONDITIONAL' && <OpsTemplateInputs titles={lines(documents)} files={templates} onChange={setTemplates} />}
        {outcome === 'DECLINED' && (
          <Field.Root required>
            <Field.Label>Reasons the applicant reads, one per line</Field.Label>
            <Textarea value={reasons} onChange={(e) => setReasons(e.target.value)} rows={3} />
          </Field.Root>
        )}
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={send.isPending || attach.isPending}>
          Save decision
        </Button>
      </form>
    </Stack>
  );
}

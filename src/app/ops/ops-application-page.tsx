/**
 * One application as staff read it: who applied, where it stands, its answers step by step (the
 * journey's own review summaries, as the applicant saw them), its documents, its history, and the
 * moves the lifecycle allows from here, each with the reason kept in the audit.
 */
import { Alert, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Badge } from '../../widgets/later/badge';
import { Card } from '../../widgets/later/card';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PersonalDataReveal } from '../../engine/contract/ops-console.contract';
import { setAt } from '../../engine/json-pointer';
import { mayMove } from '../../engine/lifecycle/lifecycle';
import { summariseStep } from '../../engine/review/summarise-step';
import { AnswerList } from '../../screens/review-submit/answer-list';
import { FailureAlert } from '../errors/failure-alert';
import { journeyOf } from '../journeys/compiled-journeys';
import { Loading } from '../routes/loading';
import { readApplication } from './ops-api';
import { OpsAdditionalOwners } from './ops-additional-owners';
import { OpsBankConnections, OpsDecisions, OpsSignatures } from './ops-application-parts';
import { OpsDecisionAction } from './ops-decision-action';
import { OpsDocumentRequests } from './ops-document-requests';
import { OpsDocuments } from './ops-documents';
import { OpsPendingDecisionLine } from './ops-pending-decision';
import { OpsHistory } from './ops-history';
import { dateTime, titleOf } from './ops-format';
import { OpsRevealPersonalData } from './ops-reveal-personal-data';
import { OpsStatusAction } from './ops-status-action';

const PENDING_REFRESH_MS = 15_000;

export function OpsApplicationPage() {
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: ['ops', 'application', id],
    queryFn: () => readApplication(id),
    // While the policy's decision is to come, look again now and then so its outcome shows up.
    refetchInterval: (query) => (query.state.data?.pendingDecision ? PENDING_REFRESH_MS : false),
  });
  // Revealed answers live on this page only: leaving it, or a refresh, masks them again.
  const [revealed, setRevealed] = useState<PersonalDataReveal['values'] | null>(null);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <FailureAlert message="We could not open this application. It may not exist, or the connection failed." />;
  const { application, account, documents, history, deidentifiedAt, decisions, pendingDecision, bankConnections, signatures } = detail.data;
  const cj = journeyOf(application.product);
  const data = (revealed ?? []).reduce((document, { pointer, value }) => setAt(document, pointer, value), application.data);
  // Requested documents may change while the application waits on them: in the conditional status or one that may return to it.
  const waiting = cj?.journey.lifecycle.decided?.CONDITIONAL;
  const awaitsDocuments =
    !!cj &&
    waiting !== undefined &&
    decisions[0]?.outcome === 'CONDITIONAL' &&
    (application.status === waiting || mayMove(cj.journey, application.status, waiting));
  const answered = cj ? cj.journey.steps.filter((step) => step.form).map((step) => ({ step, groups: summariseStep(cj, step.id, data) })) : [];

  return (
    <Stack gap="6">
      <RouterLink to="/ops" style={{ textDecoration: 'underline', alignSelf: 'flex-start' }}>
        Back to applications
      </RouterLink>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {account.firstName} {account.lastName}
        </Heading>
        <Text color="fg.muted">
          {account.email} · {cj?.journey.title ?? application.product} · created {dateTime.format(new Date(application.createdAt))}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette="brand" size="lg">
            {titleOf(application.status)}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {application.status} · stage {application.stage} · version {application.version}
          </Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          Application {application.id}
        </Text>
      </Stack>
      {deidentifiedAt && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Personal data removed on {dateTime.format(new Date(deidentifiedAt))}</Alert.Title>
            <Alert.Description>
              Under the retention policy its answers, documents and funding account are gone; its decisions and history remain.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <OpsPendingDecisionLine pending={pendingDecision} />
      {/* A new current decision (saved here or by the policy) starts the form again from it. */}
      {cj && <OpsDecisionAction key={decisions[0]?.id ?? 'undecided'} journey={cj.journey} application={application} current={decisions[0]} />}
      {cj && <OpsStatusAction journey={cj.journey} application={application} />}
      <OpsDecisions decisions={decisions} />
      <Stack gap="4" as="section" aria-labelledby="answers-heading">
        <Heading as="h2" size="lg" id="answers-heading">
          Answers
        </Heading>
        {!deidentifiedAt && !revealed && (cj?.journey.personalData?.length ?? 0) > 0 && (
          <OpsRevealPersonalData applicationId={application.id} onReveal={setRevealed} />
        )}
        {answered.map(({ step, groups }) => (
          <Card.Root key={step.id} variant="outline" size="sm">
            <Card.Header>
              <Heading as="h3" size="md">
                {step.title ?? step.id}
              </Heading>
            </Card.Header>
            <Card.Body pt="0">
              <AnswerList groups={groups} />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <OpsDocumentRequests applicationId={application.id} mayAmend={awaitsDocuments} />
      <OpsDocuments applicationId={application.id} documents={documents} />
      <OpsBankConnections connections={bankConnections} />
      <OpsAdditionalOwners applicationId={application.id} />
      <OpsSignatures signatures={signatures} />
      <OpsHistory entries={history} />
    </Stack>
  );
}

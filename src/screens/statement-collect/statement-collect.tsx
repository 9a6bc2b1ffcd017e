/**
 * Statement collection (spec 01 section 2): six months of business bank statements, by
 * connecting the account ('Connect My Account') or by uploading them ('Upload Statements
 * Manually'). The server keeps the summary (`_extension.statements`); the step is complete, and
 * Save & Continue enabled, when it says six months are covered. While the bank-data service
 * retrieves in the background the page polls the connection's state.
 */
import { stepUrl } from '../../engine/journey/site-paths';
import { Alert, Box, Button, Flex, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { Tabs } from '../../widgets/later/tabs';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { previousStep } from '../../engine/graph/step-graph';
import { useContinue } from '../use-continue';
import { messageText } from '../../engine/validation/messages';
import type { ScreenProps } from '../screen-props';
import { ConnectAccount } from './connect-account';
import { requiredMonths } from '../../engine/statements/statement-months';
import { monthLabel } from './months';
import type { DocumentList, Enrolment, StatementsState, StatementSummary } from './statement-services';
import { UploadStatements } from './upload-statements';
import { StepHeading } from '../step-heading';

/** The step's `screenProps` in the journey. */
export interface StatementCollectProps {
  /** The bank-data consent shown before connecting. */
  connectConsentText: string;
  /** The manual path's consent (line of credit capped at $50,000). */
  manualConsentText: string;
  /** The bank-data FAQ page. */
  faqHref: string;
}

export const statementCollectPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['connectConsentText', 'manualConsentText', 'faqHref'],
  properties: {
    connectConsentText: { type: 'string', minLength: 1 },
    manualConsentText: { type: 'string', minLength: 1 },
    faqHref: { type: 'string', pattern: '^/' },
  },
} as const;

/** How often the page asks how the retrieval is going. */
const POLL_MS = 1_500;

type Tab = 'connect' | 'upload';

function summaryOf(data: Record<string, unknown> | undefined): StatementSummary | null {
  const extension = data?._extension as { statements?: StatementSummary } | undefined;
  return extension?.statements ?? null;
}

export function StatementCollect({ journey, step, application, services, props, maxFileMb }: ScreenProps<StatementCollectProps>) {
  const navigate = useNavigate();
  const api = services.statements;
  const text = useCallback((key: string, params: (string | number)[] = []) => messageText(journey.catalogue, key, params), [journey]);
  const consentGiven = Boolean((application?.data.consents as Record<string, unknown> | undefined)?.LIMITED_LINE_OF_CREDIT);
  const [tab, setTab] = useState<Tab>(consentGiven ? 'upload' : 'connect');
  const [documents, setDocuments] = useState<DocumentList | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const { moving, moveFailed, continueFrom } = useContinue(journey, step, (stage) => api.moveToStage(stage));

  const load = useCallback(async () => {
    try {
      const [list, connection] = await Promise.all([api.listDocuments(), api.getEnrolment()]);
      setDocuments(list);
      setEnrolment(connection);
      setLoadFailed(false);
      return list;
    } catch {
      setLoadFailed(true);
      return undefined;
    }
  }, [api]);

  /** After the server changed the application: the page and the app's copy follow. */
  const refresh = useCallback(async () => {
    const list = await load();
    if (list && application && list.applicationVersion !== application.version) await services.reloadApplication();
  }, [load, application, services]);

  useEffect(() => {
    void load();
  }, [load]);

  // The retrieval runs in the background: followed by react-query's interval until it is done.
  // The connection being followed is part of the key, so an answer about an earlier one is never
  // taken for this one's.
  const retrieving = enrolment?.status === 'retrieving';
  const followed = useQuery({
    queryKey: ['statement-retrieval', application?.id, enrolment],
    queryFn: () => api.getEnrolment(),
    enabled: retrieving,
    refetchInterval: POLL_MS,
    retry: false,
  });
  useEffect(() => {
    const latest = followed.data;
    if (!retrieving || !latest || latest.status === 'retrieving') return;
    setEnrolment(latest);
    void refresh();
  }, [followed.data, retrieving, refresh]);

  const onStatements = useCallback(
    (state: StatementsState) => {
      setDocuments((current) => (current ? { ...current, ...state } : current));
      void refresh();
    },
    [refresh],
  );

  const onEnrolment = useCallback(
    (latest: Enrolment) => {
      setEnrolment(latest);
      if (application && latest.applicationVersion !== application.version) void services.reloadApplication();
    },
    [application, services],
  );

  const summary = documents?.statements ?? summaryOf(application?.data);
  const required = summary?.requiredMonths ?? requiredMonths(new Date());
  const covered = useMemo(() => new Set(summary?.coveredMonths ?? []), [summary]);
  const complete = summary?.complete === true;

  if (!application) return null;
  const product = journey.journey.product;
  const previous = previousStep(journey, step.id, application.data);

  return (
    <Stack gap="6">
      <StepHeading title={step.title ?? 'Your bank statements'} subtitle={step.subtitle} />

      <Box borderWidth="1px" borderRadius="md" p="4" bg={complete ? 'green.subtle' : 'bg.subtle'} aria-label="Statement months">
        <Text fontWeight="semibold">{complete ? 'Six months of statements are covered.' : 'We need six months of business bank statements.'}</Text>
        <Wrap gap="2" mt="2" as="ul" listStyleType="none" m="0" p="0">
          {required.map((month) => (
            <Box
              as="li"
              key={month}
              px="2"
              py="0.5"
              borderRadius="full"
              fontSize="sm"
              borderWidth="1px"
              bg={covered.has(month) ? 'green.700' : 'transparent'}
              color={covered.has(month) ? 'white' : 'fg'}
              aria-label={`${monthLabel(month)}: ${covered.has(month) ? 'covered' : 'not yet covered'}`}
            >
              {monthLabel(month)}
            </Box>
          ))}
        </Wrap>
      </Box>

      {loadFailed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We could not load your statements.</Alert.Title>
            <Alert.Description>
              <Button size="sm" mt="2" variant="outline" onClick={() => void load()}>
                Try again
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {!documents || !enrolment ? (
        !loadFailed && (
          <Flex justify="center" py="8">
            <Spinner size="lg" color="brand.solid" aria-label="Loading" />
          </Flex>
        )
      ) : (
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} variant="line" colorPalette="brand" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="connect">Connect My Account</Tabs.Trigger>
            <Tabs.Trigger value="upload">Upload Statements Manually</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="connect" pt="5">
            <ConnectAccount
              api={api}
              enrolment={enrolment}
              onEnrolment={onEnrolment}
              onRemoved={() => {
                setEnrolment({ ...enrolment, status: 'none', bank: null, task: null, error: null, accounts: [] });
                void refresh();
              }}
              onUploadManually={() => setTab('upload')}
              text={text}
              consentText={props.connectConsentText}
              faqHref={props.faqHref}
            />
          </Tabs.Content>
          <Tabs.Content value="upload" pt="5">
            {enrolment.status === 'received' ? (
              <Text>Your statements were received from {enrolment.bank?.name}. Disconnect the bank first to upload statements instead.</Text>
            ) : (
              <UploadStatements
                api={api}
                documents={documents}
                consentGiven={consentGiven || documents.isStatementsManuallyUploaded}
                onConsent={onStatements}
                onChanged={() => void refresh()}
                text={text}
                consentText={props.manualConsentText}
                maxFileMb={maxFileMb}
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
      )}

      {moveFailed && (
        <Text color="fg.error" role="alert">
          {text('stageNotAllowed')}
        </Text>
      )}
      <HStack justify="space-between">
        {previous ? (
          <Button variant="outline" onClick={() => navigate(stepUrl(product, previous.route))}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button colorPalette="brand" onClick={() => void continueFrom(application.data)} disabled={!complete} loading={moving}>
          Save & Continue
        </Button>
      </HStack>
    </Stack>
  );
}

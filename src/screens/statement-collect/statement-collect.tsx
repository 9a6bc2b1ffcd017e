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
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { previousStep } from '../../engine/graph/step-graph';
import { productLocale } from '../../engine/journey/product-locale';
import { useContinue } from '../use-continue';
import { Type, type Static } from '../../engine/contract/named';
import { messageText } from '../../engine/validation/messages';
import type { ScreenProps } from '../screen-props';
import { ConnectAccount } from './connect-account';
import { requiredMonths } from '../../engine/statements/statement-months';
import { monthLabel } from './months';
import type { StatementSummary } from './statement-services';
import { StatementCollection, type StatementTab } from './statement-collection';
import { UploadStatements } from './upload-statements';
import { StepHeading } from '../step-heading';

/** The step's `screenProps` in the journey. */
export const statementCollectPropsSchema = Type.Object(
  {
    /** The bank-data consent shown before connecting. */
    connectConsentText: Type.String({ minLength: 1 }),
    /** The manual path's consent (line of credit capped at $50,000). */
    manualConsentText: Type.String({ minLength: 1 }),
    /** The bank-data FAQ page. */
    faqHref: Type.String({ pattern: '^/' }),
  },
  { additionalProperties: false },
);

export type StatementCollectProps = Static<typeof statementCollectPropsSchema>;

function summaryOf(data: Record<string, unknown> | undefined): StatementSummary | null {
  const extension = data?._extension as { statements?: StatementSummary } | undefined;
  return extension?.statements ?? null;
}

/** One model for the page's life; it reads the application's latest version and reloads it through the app. */
function useStatementCollection(
  services: ScreenProps<never, StatementScreenServices>['services'],
  version: number | undefined,
  firstTab: StatementTab,
): StatementCollection {
  const latest = useRef({ services, version });
  latest.current = { services, version };
  const [model] = useState(
    () =>
      new StatementCollection(
        {
          api: services.statements,
          applicationVersion: () => latest.current.version,
          reloadApplication: () => latest.current.services.reloadApplication(),
        },
        firstTab,
      ),
  );
  useEffect(() => model.start(), [model]);
  return model;
}

type StatementScreenServices = 'statements' | 'reloadApplication';

export function StatementCollect({ journey, step, application, services, props, maxFileMb }: ScreenProps<StatementCollectProps, StatementScreenServices>) {
  const navigate = useNavigate();
  const api = services.statements;
  const text = useCallback((key: string, params: (string | number)[] = []) => messageText(journey.catalogue, key, params), [journey]);
  const consentGiven = Boolean((application?.data.consents as Record<string, unknown> | undefined)?.LIMITED_LINE_OF_CREDIT);
  const model = useStatementCollection(services, application?.version, consentGiven ? 'upload' : 'connect');
  const { tab, documents, enrolment, loadFailed } = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  const { moving, moveFailed, continueFrom } = useContinue(journey, step, (stage) => api.moveToStage(stage));

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
              <Button size="sm" mt="2" variant="outline" onClick={() => void model.load()}>
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
        <Tabs.Root value={tab} onValueChange={(details) => model.showTab(details.value as StatementTab)} variant="line" colorPalette="brand" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="connect">Connect My Account</Tabs.Trigger>
            <Tabs.Trigger value="upload">Upload Statements Manually</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="connect" pt="5">
            <ConnectAccount
              api={api}
              enrolment={enrolment}
              onEnrolment={model.enrolmentChanged}
              onRemoved={model.connectionRemoved}
              onUploadManually={() => model.showTab('upload')}
              text={text}
              consentText={props.connectConsentText}
              faqHref={props.faqHref}
              locale={productLocale(journey.journey)}
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
                onConsent={model.statementsChanged}
                onChanged={() => void model.refresh()}
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

/**
 * Conditional offer (spec 01 section 2, 'Offers'; 02 section 2): the conditional approval, the
 * documents it asks for and where each stands (outstanding, received, accepted, or refused with
 * the lender's reason), and the 'Upload Documents' action. That action opens the upload view of
 * the same step (`?view=upload`, so Back returns to the offer): each request with its template to
 * download, fill in and upload back, a refused one to replace, and 'Submit Documents' once every
 * request is answered. The application then moves on for the lender to verify. Every text comes
 * from the journeys' message catalogue.
 */
import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DocumentRequestView } from '../../engine/contract/document-requests.contract';
import { isAnswered } from '../../engine/documents/document-request-status';
import { messageText } from '../../engine/validation/messages';
import { OfferNotReady } from '../approved-offer/approved-offer';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';
import { DocumentStatusBadge, RefusalReason, type TextOf } from './document-request-status';
import { DocumentRequestUpload } from './document-request-upload';

export const conditionalOfferPropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

const UPLOAD_VIEW = 'upload';

export function ConditionalOffer({ journey, step, application, services, maxFileMb }: ScreenProps<Record<string, never>, 'statements' | 'offers'>) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const api = services.statements;
  const offers = useQuery({
    queryKey: ['offers', application?.id, application?.version],
    queryFn: () => services.offers.load(),
    enabled: Boolean(application),
  });
  // The version too: a refusal moves the application back here, and the requests must show it.
  const requestsKey = ['document-requests', application?.id, application?.version];
  const requests = useQuery({ queryKey: requestsKey, queryFn: () => services.offers.documentRequests(), enabled: Boolean(application) });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const text: TextOf = useCallback((key, values = []) => messageText(journey.catalogue, key, values), [journey]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestsKey });

  const decision = offers.data?.decision;
  if (offers.error || requests.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{text('offerLoadFailed')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!offers.data || !requests.data) return <Spinner aria-label={text('offerLoading')} />;
  if (!decision) return <OfferNotReady title={step.title} subtitle={step.subtitle} />;
  const asked = requests.data;
  const missing = asked.filter((request) => !isAnswered(request.status));

  async function submit() {
    setSubmitting(true);
    setProblem(undefined);
    try {
      await services.offers.submitDocuments();
    } catch {
      setProblem(text('submitDocumentsFailed'));
      setSubmitting(false);
    }
  }

  if (params.get('view') === UPLOAD_VIEW && asked.length > 0) {
    return (
      <Stack gap="6">
        <Box>
          <Button variant="plain" px="0" onClick={() => setParams({})}>
            ‹ {text('backToOffer')}
          </Button>
          <Heading as="h1" size="2xl">
            {text('uploadDocumentsTitle')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {text('uploadDocumentsIntro')}
          </Text>
        </Box>
        {asked.map((request) => (
          <DocumentRequestUpload
            key={request.type}
            request={request}
            maxFileMb={maxFileMb}
            upload={(file, options) => api.uploadDocument(file, { documentType: request.type }, options)}
            remove={async (id) => {
              await api.deleteDocument(id);
            }}
            documentHref={api.documentHref}
            saveTemplate={services.offers.saveTemplate}
            text={text}
            onChanged={refresh}
          />
        ))}
        {problem && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <Box>
          <Button
            colorPalette="brand"
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
            loading={submitting}
            disabled={missing.length > 0}
            onClick={() => void submit()}
          >
            {text('submitDocumentsAction')}
          </Button>
          {missing.length > 0 && (
            <Text color="fg.muted" fontSize="sm" mt="2">
              {text('documentsStillNeeded', [missing.map((d) => d.title).join(', ')])}
            </Text>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <StepHeading title={step.title} subtitle={step.subtitle} />
      {decision.maxAmount !== null && <Text fontSize="lg">{text('conditionalApprovedUpTo', [decision.maxAmount])}</Text>}
      <Text>{text(asked.length > 0 ? 'documentRequestsIntro' : 'documentRequestsNone')}</Text>
      {asked.length > 0 && <RequestSummary requests={asked} text={text} />}
      {asked.length > 0 && (
        <Box>
          <Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} onClick={() => setParams({ view: UPLOAD_VIEW })}>
            {text('uploadDocumentsAction')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The requests in a list: title, whether a form comes with it, where it stands and why it was refused. */
function RequestSummary({ requests, text }: { requests: DocumentRequestView[]; text: TextOf }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={text('documentRequestsListLabel')}>
      {requests.map((request) => (
        <Stack as="li" key={request.type} gap="2" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
          <HStack justifyContent="space-between" alignItems="flex-start" gap="3">
            <Box>
              <Text fontWeight="medium">{request.title}</Text>
              {request.template && (
                <Text fontSize="sm" color="fg.muted">
                  {text('documentHasTemplate')}
                </Text>
              )}
            </Box>
            <DocumentStatusBadge status={request.status} text={text} />
          </HStack>
          <RefusalReason request={request} text={text} />
        </Stack>
      ))}
    </Stack>
  );
}

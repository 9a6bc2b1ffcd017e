/**
 * Conditional offer (spec 01 section 2, 'Offers'; 02 section 2): the conditional approval, the
 * documents it asks for and where each stands (outstanding, received, accepted, or refused with
 * the lender's reason), and the 'Upload Documents' action. That action opens the upload view of
 * the same step (`?view=upload`, so Back returns to the offer): each request with its template to
 * download, fill in and upload back, a refused one to replace, and 'Submit Documents' once every
 * request is answered. The application then moves on for the lender to verify. Every text comes
 * from the journeys' message catalogue; the state lives in document-requests-model.ts.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Type, type Static } from '../../engine/contract/named';
import { messageText } from '../../engine/validation/messages';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';
import { OfferAction, OfferFrame, useDecisionPage } from '../offer-frame';
import { documentRequestPortOf } from './document-request-port';
import type { TextOf } from './document-request-status';
import { DocumentRequestSummary } from './document-request-summary';
import { DocumentRequestUpload } from './document-request-upload';
import { DocumentRequests } from './document-requests-model';

/** The step takes no `screenProps`. */
export const conditionalOfferPropsSchema = Type.Object({}, { additionalProperties: false });
export type ConditionalOfferProps = Static<typeof conditionalOfferPropsSchema>;

const UPLOAD_VIEW = 'upload';

export function ConditionalOffer({ journey, step, application, services, maxFileMb }: ScreenProps<ConditionalOfferProps, 'statements' | 'offers'>) {
  const [params, setParams] = useSearchParams();
  const [model, snapshot] = useDecisionPage(
    () => new DocumentRequests(documentRequestPortOf(services), { version: application?.version }),
    application?.version,
  );
  const { status, decision, items, missing, submitting, problem, canSubmit } = snapshot;
  const text: TextOf = useCallback((key, values = []) => messageText(journey.catalogue, key, values), [journey]);
  const texts = { loadFailed: text('offerLoadFailed'), loading: text('offerLoading') };

  return (
    <OfferFrame status={status} shown={decision ?? undefined} step={step} texts={texts}>
      {(approval) => {
        if (params.get('view') === UPLOAD_VIEW && items.length > 0) {
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
              {items.map((item) => (
                <DocumentRequestUpload key={item.request.type} item={item} model={model} maxFileMb={maxFileMb} text={text} disabled={submitting} />
              ))}
              <Box>
                <OfferAction problem={problem ? text(problem) : undefined} busy={submitting} disabled={!canSubmit} onAct={() => void model.submit()}>
                  {text('submitDocumentsAction')}
                </OfferAction>
                {missing.length > 0 && (
                  <Text color="fg.muted" fontSize="sm" mt="2">
                    {text('documentsStillNeeded', [missing.map((d) => d.title).join(', ')])}
                  </Text>
                )}
              </Box>
            </Stack>
          );
        }

        const requests = items.map((item) => item.request);
        return (
          <Stack gap="6">
            <StepHeading title={step.title} subtitle={step.subtitle} />
            {approval.maxAmount !== null && <Text fontSize="lg">{text('conditionalApprovedUpTo', [approval.maxAmount])}</Text>}
            <Text>{text(requests.length > 0 ? 'documentRequestsIntro' : 'documentRequestsNone')}</Text>
            {requests.length > 0 && <DocumentRequestSummary requests={requests} text={text} />}
            {requests.length > 0 && (
              <Box>
                <Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} onClick={() => setParams({ view: UPLOAD_VIEW })}>
                  {text('uploadDocumentsAction')}
                </Button>
              </Box>
            )}
          </Stack>
        );
      }}
    </OfferFrame>
  );
}

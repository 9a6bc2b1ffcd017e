/**
 * Conditional offer (spec 01 section 2, 'Offers'): the conditional approval, the documents it asks
 * for, each uploaded through the document pipeline (the same checks as statements), and 'Submit
 * Documents' once every one is there. The application then moves on for the lender to verify.
 */
import { Alert, Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DocumentView } from '../../engine/contract/documents.contract';
import type { RequiredDocument } from '../../engine/contract/decisions.contract';
import { messageText } from '../../engine/validation/messages';
import { DocumentUpload, type UploadedFile } from '../../widgets/document-upload';
import { OfferNotReady } from '../approved-offer/approved-offer';
import { formatWholeDollars } from '../../engine/money/format-money';
import type { ScreenProps } from '../screen-props';
import { refusalBody } from '../statement-collect/statement-services';
import { StepHeading } from '../step-heading';

export const conditionalOfferPropsSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

export function ConditionalOffer({ journey, step, application, services, maxFileMb }: ScreenProps) {
  const queryClient = useQueryClient();
  const api = services.statements;
  const offers = useQuery({
    queryKey: ['offers', application?.id, application?.version],
    queryFn: () => services.offers.load(),
    enabled: Boolean(application),
  });
  const documents = useQuery({ queryKey: ['documents', application?.id], queryFn: () => api.listDocuments(), enabled: Boolean(application) });
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const text = useCallback((key: string, params: (string | number)[] = []) => messageText(journey.catalogue, key, params), [journey]);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['documents', application?.id] }), [queryClient, application?.id]);

  const decision = offers.data?.decision;
  if (offers.error || documents.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>We couldn't load your offer. Please reload the page.</Alert.Title>
      </Alert.Root>
    );
  }
  if (!offers.data || !documents.data) return <Spinner aria-label="Loading your offer" />;
  if (!decision) return <OfferNotReady title={step.title} subtitle={step.subtitle} />;

  const uploadedOf = (type: string) => documents.data.items.filter((d) => d.source === 'applicant' && d.documentType === type);
  const missing = decision.documents.filter((d) => uploadedOf(d.type).length === 0);

  async function submit() {
    setSubmitting(true);
    setProblem(undefined);
    try {
      await services.offers.submitDocuments();
    } catch {
      setProblem('We could not send your documents for review. Please try again.');
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="6">
      <StepHeading title={step.title} subtitle={step.subtitle} />
      {decision.maxAmount !== null && (
        <Text fontSize="lg">
          You're conditionally approved for up to <strong>{formatWholeDollars(decision.maxAmount)}</strong>.
        </Text>
      )}
      <Text>
        {decision.documents.length > 0
          ? 'To finalise your offer we need the documents below. Upload each one, then submit them for review.'
          : 'We will be in touch about the next step.'}
      </Text>
      {decision.documents.map((required) => (
        <RequiredDocumentUpload
          key={required.type}
          required={required}
          uploaded={uploadedOf(required.type)}
          maxFileMb={maxFileMb}
          upload={(file, options) => api.uploadDocument(file, { documentType: required.type }, options)}
          remove={async (id) => {
            await api.deleteDocument(id);
          }}
          documentHref={api.documentHref}
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
        <Button colorPalette="brand" size="lg" loading={submitting} disabled={missing.length > 0} onClick={() => void submit()}>
          Submit Documents
        </Button>
        {missing.length > 0 && (
          <Text color="fg.muted" fontSize="sm" mt="2">
            Still needed: {missing.map((d) => d.title).join(', ')}.
          </Text>
        )}
      </Box>
    </Stack>
  );
}

interface RequiredDocumentUploadProps {
  required: RequiredDocument;
  uploaded: DocumentView[];
  maxFileMb: number;
  upload: (file: File, options: { onProgress: (percent: number) => void; signal: AbortSignal }) => Promise<{ document: DocumentView }>;
  remove: (documentId: string) => Promise<void>;
  documentHref: (documentId: string) => string;
  text: (key: string, params?: (string | number)[]) => string;
  onChanged: () => void;
}

function RequiredDocumentUpload({ required, uploaded, maxFileMb, upload, remove, documentHref, text, onChanged }: RequiredDocumentUploadProps) {
  const asFile = (d: DocumentView): UploadedFile => ({ id: d.id, name: d.fileName, size: d.size, href: documentHref(d.id) });
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {required.title}
      </Heading>
      <DocumentUpload
        label={`Upload your ${required.title.toLowerCase()}`}
        maxFileMb={maxFileMb}
        documents={uploaded.map(asFile)}
        upload={async (file, options) => asFile((await upload(file, options)).document)}
        remove={remove}
        describeError={(error, action) => {
          const refusal = refusalBody(error);
          return refusal.messageKey ? text(refusal.messageKey, refusal.params ?? []) : text(action === 'upload' ? 'uploadError' : 'deleteError');
        }}
        text={(key, params) => text(key, params)}
        onChanged={onChanged}
      />
    </Box>
  );
}

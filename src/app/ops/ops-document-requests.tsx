/**
 * The documents the current conditional approval asks for, as staff review them: each request's
 * template and where it stands, and each upload answering it, to download and then accept or
 * refuse with the reason the applicant reads. A refusal sends the application back to the
 * applicant to replace the upload (the server moves it and tells them). While the application
 * waits on its documents, staff attach a template to a request or ask for another document.
 */
import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Badge } from '../../widgets/later/badge';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DocumentRequestView } from '../../engine/contract/document-requests.contract';
import type { DocumentReviewVerdict } from '../../engine/documents/document-request-status';
import { formatFileSize } from '../../widgets/format-file-size';
import { FailureAlert } from '../errors/failure-alert';
import { OpsAskForDocument, OpsRequestTemplate } from './ops-document-request-amend';
import { documentContent, listDocumentRequests, reviewDocument, templateContent } from './ops-api';
import { dateTime } from './ops-format';
import { saveBlob } from './save-blob';
import { useOpsAction } from './use-ops-action';

const STATUS_PALETTE: Record<DocumentRequestView['status'], string> = { outstanding: 'gray', received: 'blue', accepted: 'green', refused: 'red' };

/** `mayAmend`: the application waits on its documents, so the requests may still change. */
export function OpsDocumentRequests({ applicationId, mayAmend }: { applicationId: string; mayAmend: boolean }) {
  const requests = useQuery({ queryKey: ['ops', 'document-requests', applicationId], queryFn: () => listDocumentRequests(applicationId) });
  const [problem, setProblem] = useState<string | null>(null);
  if (!requests.data || requests.data.items.length === 0) return null;

  async function download(load: () => Promise<Blob>, fileName: string) {
    setProblem(null);
    try {
      saveBlob(await load(), fileName);
    } catch {
      setProblem(`We could not download ${fileName}. Please try again.`);
    }
  }

  return (
    <Stack gap="3" as="section" aria-labelledby="requested-documents-heading">
      <Heading as="h2" size="lg" id="requested-documents-heading">
        Requested documents
      </Heading>
      <FailureAlert message={problem} />
      {requests.data.items.map((request) => (
        <Stack key={request.type} gap="2" borderWidth="1px" borderRadius="md" p="3">
          <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
            <Text fontWeight="medium">
              {request.title}{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                ({request.type})
              </Text>
            </Text>
            <Badge colorPalette={STATUS_PALETTE[request.status]}>{request.status}</Badge>
          </HStack>
          {request.template && (
            <HStack gap="2" flexWrap="wrap" fontSize="sm">
              <Text>Template: {request.template.fileName}</Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => void download(() => templateContent(applicationId, request.template!.id), request.template!.fileName)}
              >
                Download template
              </Button>
            </HStack>
          )}
          {mayAmend && <OpsRequestTemplate applicationId={applicationId} request={request} />}
          {request.uploads.length === 0 && <Text fontSize="sm">Nothing uploaded yet.</Text>}
          {request.uploads.map((upload) => (
            <OpsUploadReview
              key={upload.id}
              applicationId={applicationId}
              upload={upload}
              onDownload={() => void download(() => documentContent(applicationId, upload.id), upload.fileName)}
            />
          ))}
        </Stack>
      ))}
      {mayAmend && <OpsAskForDocument applicationId={applicationId} />}
    </Stack>
  );
}

function OpsUploadReview({
  applicationId,
  upload,
  onDownload,
}: {
  applicationId: string;
  upload: DocumentRequestView['uploads'][number];
  onDownload: () => void;
}) {
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const { problem, setProblem, mutation } = useOpsAction(
    (input: { verdict: DocumentReviewVerdict; reason?: string }) => reviewDocument(applicationId, upload.id, input),
    'The review could not be saved. Please try again.',
    () => setRefusing(false),
  );

  function refuse(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!reason.trim()) return setProblem('Please give the reason the applicant will read.');
    mutation.mutate({ verdict: 'refused', reason: reason.trim() });
  }

  return (
    <Stack gap="2" borderTopWidth="1px" pt="2">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="2">
        <Box minW="0">
          <Text wordBreak="break-word">{upload.fileName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatFileSize(upload.size)} · {dateTime.format(new Date(upload.createdAt))}
            {upload.review ? ` · ${upload.review}` : ' · not reviewed'}
            {upload.reason ? `: ${upload.reason}` : ''}
          </Text>
        </Box>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={onDownload} aria-label={`Download ${upload.fileName}`}>
            Download
          </Button>
          {upload.review === null && (
            <>
              <Button size="sm" colorPalette="green" loading={mutation.isPending} onClick={() => mutation.mutate({ verdict: 'accepted' })}>
                Accept
              </Button>
              <Button size="sm" colorPalette="red" variant="outline" onClick={() => setRefusing(true)}>
                Refuse
              </Button>
            </>
          )}
        </HStack>
      </HStack>
      <FailureAlert message={problem} />
      {refusing && (
        <HStack asChild gap="2" alignItems="flex-end" flexWrap="wrap">
          <form onSubmit={refuse} aria-label={`Refuse ${upload.fileName}`} noValidate>
            <Field.Root flex="1" minW="60" required>
              <Field.Label>Reason the applicant reads</Field.Label>
              <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="red" loading={mutation.isPending}>
              Refuse document
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRefusing(false)}>
              Cancel
            </Button>
          </form>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * One requested document on the upload view: where it stands, the refusal's reason, the template
 * to download and fill in, the uploads the lender has reviewed, and the upload area (to add or
 * replace; none once the lender accepted it). Uploads not yet reviewed can still be removed.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DocumentRequestView, DocumentTemplateView } from '../../engine/contract/document-requests.contract';
import type { DocumentView } from '../../engine/contract/documents.contract';
import { DocumentUpload, type UploadedFile } from '../../widgets/document-upload';
import { formatFileSize } from '../../widgets/format-file-size';
import { refusalBody } from '../statement-collect/statement-services';
import { DocumentStatusBadge, RefusalReason, type TextOf } from './document-request-status';

export interface DocumentRequestUploadProps {
  request: DocumentRequestView;
  maxFileMb: number;
  upload: (file: File, options: { onProgress: (percent: number) => void; signal: AbortSignal }) => Promise<{ document: DocumentView }>;
  remove: (documentId: string) => Promise<void>;
  documentHref: (documentId: string) => string;
  saveTemplate: (template: DocumentTemplateView) => Promise<void>;
  text: TextOf;
  onChanged: () => void;
}

export function DocumentRequestUpload({ request, maxFileMb, upload, remove, documentHref, saveTemplate, text, onChanged }: DocumentRequestUploadProps) {
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const reviewed = request.uploads.filter((u) => u.review !== null);
  const open = request.uploads
    .filter((u) => u.review === null)
    .map((u): UploadedFile => ({ id: u.id, name: u.fileName, size: u.size, href: documentHref(u.id) }));
  const headingId = `request-${request.type}`;

  async function download(template: DocumentTemplateView) {
    setSaving(true);
    setSaveFailed(false);
    try {
      await saveTemplate(template);
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <HStack justifyContent="space-between" alignItems="flex-start" gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {request.title}
        </Heading>
        <DocumentStatusBadge status={request.status} text={text} />
      </HStack>
      <RefusalReason request={request} text={text} />
      {request.template && request.status !== 'accepted' && (
        <Box>
          <Text mb="2">{text('documentTemplateHint')}</Text>
          {/* A long file name wraps instead of pushing the page wider than a phone. */}
          <Button
            size="sm"
            variant="outline"
            loading={saving}
            onClick={() => void download(request.template!)}
            whiteSpace="normal"
            wordBreak="break-word"
            h="auto"
            py="2"
            maxW="full"
            textAlign="start"
          >
            {text('documentTemplateDownload', [request.template.fileName, formatFileSize(request.template.size)])}
          </Button>
          {saveFailed && (
            <Text color="fg.error" fontSize="sm" mt="1" role="alert">
              {text('documentTemplateUnavailable')}
            </Text>
          )}
        </Box>
      )}
      {reviewed.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none">
          {reviewed.map((u) => (
            <HStack as="li" key={u.id} justifyContent="space-between" gap="2" fontSize="sm">
              <Text wordBreak="break-word">
                {u.fileName} · {formatFileSize(u.size)}
              </Text>
              <DocumentStatusBadge status={u.review === 'accepted' ? 'accepted' : 'refused'} text={text} />
            </HStack>
          ))}
        </Stack>
      )}
      {request.status !== 'accepted' && (
        <DocumentUpload
          label={text(request.status === 'refused' ? 'documentReplaceLabel' : 'documentUploadLabel', [request.title])}
          maxFileMb={maxFileMb}
          documents={open}
          upload={async (file, options) => {
            const { document } = await upload(file, options);
            return { id: document.id, name: document.fileName, size: document.size, href: documentHref(document.id) };
          }}
          remove={remove}
          describeError={(error, action) => {
            const refusal = refusalBody(error);
            return refusal.messageKey ? text(refusal.messageKey, refusal.params ?? []) : text(action === 'upload' ? 'uploadError' : 'deleteError');
          }}
          text={(key, params) => text(key, params)}
          onChanged={onChanged}
        />
      )}
    </Stack>
  );
}

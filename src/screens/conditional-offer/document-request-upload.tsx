/**
 * One requested document on the upload view: where it stands, the refusal's reason, the template
 * to download and fill in, the uploads the lender has reviewed, and the upload area (to add or
 * replace; none once the lender accepted it). Uploads not yet reviewed can still be removed.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DocumentUpload, type UploadedFile } from '../../widgets/document-upload';
import { formatFileSize } from '../../widgets/format-file-size';
import { refusalBody } from '../statement-collect/statement-services';
import { DocumentStatusBadge, RefusalReason, type TextOf } from './document-request-status';
import type { DocumentRequestItem, DocumentRequests } from './document-requests-model';

export interface DocumentRequestUploadProps {
  item: DocumentRequestItem;
  model: Pick<DocumentRequests, 'upload' | 'remove' | 'documentHref' | 'downloadTemplate'>;
  maxFileMb: number;
  text: TextOf;
  /** The documents are being submitted: nothing changes meanwhile. */
  disabled?: boolean;
}

export function DocumentRequestUpload({ item, model, maxFileMb, text, disabled }: DocumentRequestUploadProps) {
  const { request, template, reviewed } = item;
  const open = item.open.map((u): UploadedFile => ({ id: u.id, name: u.fileName, size: u.size, href: model.documentHref(u.id) }));
  const headingId = `request-${request.type}`;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <HStack justifyContent="space-between" alignItems="flex-start" gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {request.title}
        </Heading>
        <DocumentStatusBadge status={request.status} text={text} />
      </HStack>
      <RefusalReason request={request} text={text} />
      {template && (
        <Box>
          <Text mb="2">{text('documentTemplateHint')}</Text>
          {/* A long file name wraps instead of pushing the page wider than a phone. */}
          <Button
            size="sm"
            variant="outline"
            loading={item.savingTemplate}
            onClick={() => void model.downloadTemplate(request.type)}
            whiteSpace="normal"
            wordBreak="break-word"
            h="auto"
            py="2"
            maxW="full"
            textAlign="start"
          >
            {text('documentTemplateDownload', [template.fileName, formatFileSize(template.size)])}
          </Button>
          {item.templateFailed && (
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
      {item.canUpload && (
        <DocumentUpload
          label={text(item.replaces ? 'documentReplaceLabel' : 'documentUploadLabel', [request.title])}
          maxFileMb={maxFileMb}
          documents={open}
          disabled={disabled}
          upload={async (file, options) => {
            const document = await model.upload(request.type, file, options);
            return { id: document.id, name: document.fileName, size: document.size, href: model.documentHref(document.id) };
          }}
          remove={(id) => model.remove(id)}
          describeError={(error, action) => {
            const refusal = refusalBody(error);
            return refusal.messageKey ? text(refusal.messageKey, refusal.params ?? []) : text(action === 'upload' ? 'uploadError' : 'deleteError');
          }}
          text={(key, params) => text(key, params)}
        />
      )}
    </Stack>
  );
}

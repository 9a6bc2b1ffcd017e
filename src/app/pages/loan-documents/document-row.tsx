/** One document the borrower can download: its name, size and date, and a download button. */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DocumentView } from '../../../engine/contract/documents.contract';
import { formatCalendarDate } from '../../../engine/dates/format-calendar-date';
import { formatFileSize } from '../../../widgets/format-file-size';
import { saveDocument } from '../../api/loan-documents';

export function DocumentRow({ applicationId, document, locale, label }: { applicationId: string; document: DocumentView; locale: string; label: string }) {
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  async function download() {
    setState('saving');
    try {
      await saveDocument(applicationId, document);
      setState('idle');
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  }
  return (
    <HStack as="li" justify="space-between" align="center" gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
      <Box minW="0" flex="1">
        <Text fontWeight="semibold" wordBreak="break-word">
          {document.fileName}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatFileSize(document.size)} · {formatCalendarDate(document.createdAt, locale)}
        </Text>
        {state === 'failed' && (
          <Text fontSize="sm" color="fg.error" role="alert">
            The download did not work. Please try again, or call us.
          </Text>
        )}
      </Box>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        loading={state === 'saving'}
        onClick={() => void download()}
        aria-label={`${label}: ${document.fileName}`}
      >
        {label}
      </Button>
    </HStack>
  );
}

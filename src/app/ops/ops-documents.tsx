/** An application's documents; each is downloaded with the staff token, and the server audits the read. */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OpsApplicationDetail } from '../../engine/contract/ops-console.contract';
import { FailureAlert } from '../errors/failure-alert';
import { documentContent } from './ops-api';
import { formatFileSize } from '../../widgets/format-file-size';
import { dateTime } from './ops-format';
import { saveBlob } from './save-blob';

export function OpsDocuments({ applicationId, documents }: { applicationId: string; documents: OpsApplicationDetail['documents'] }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  async function download(id: string, fileName: string) {
    setProblem(null);
    setOpening(id);
    try {
      saveBlob(await documentContent(applicationId, id), fileName);
    } catch {
      setProblem(`We could not download ${fileName}. Please try again.`);
    } finally {
      setOpening(null);
    }
  }

  return (
    <Stack gap="2" as="section" aria-labelledby="documents-heading">
      <Heading as="h2" size="lg" id="documents-heading">
        Documents
      </Heading>
      <FailureAlert message={problem} />
      {documents.length === 0 && <Text>No documents yet.</Text>}
      {documents.map((doc) => (
        <HStack key={doc.id} borderBottomWidth="1px" py="2" justifyContent="space-between" flexWrap="wrap" gap="2">
          <Box minW="0">
            <Text fontWeight="medium" wordBreak="break-word">
              {doc.fileName}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {doc.documentType} · {doc.source} · {formatFileSize(doc.sizeBytes)} · {dateTime.format(new Date(doc.createdAt))}
            </Text>
          </Box>
          <Button
            size="sm"
            variant="outline"
            loading={opening === doc.id}
            onClick={() => void download(doc.id, doc.fileName)}
            aria-label={`Download ${doc.fileName}`}
          >
            Download
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}

/** The identification asked of the owner: what they uploaded, and one more upload. */
import { Alert, Button, Heading, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OwnerDocument } from '../../../engine/contract/owners.contract';
import { readErrorBody } from '../../../engine/contract/read-error-body';
import { uploadOwnerDocument } from '../../api/owner';
import { formatFileSize } from '../../../widgets/format-file-size';

interface Props {
  token: string;
  documents: OwnerDocument[];
  /** False once the agreement is drawn up: what they uploaded stays, nothing more is asked. */
  open: boolean;
  onUploaded: () => void;
}

export function OwnerDocuments({ token, documents, open, onUploaded }: Props) {
  const [file, setFile] = useState<File>();
  const [picker, setPicker] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  async function upload() {
    if (!file) return setFailure('Please choose a file first.');
    setBusy(true);
    setFailure(undefined);
    try {
      await uploadOwnerDocument(token, file);
      setFile(undefined);
      setPicker(picker + 1);
      onUploaded();
    } catch (error) {
      setFailure(readErrorBody((error as { body?: unknown }).body)?.message ?? 'We could not take that file. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="3" aria-labelledby="owner-documents-heading" as="section">
      <Heading as="h2" size="lg" id="owner-documents-heading">
        2. Your identification
      </Heading>
      <Text color="fg.muted">A photo or scan of your driver licence or passport: PDF, PNG or JPEG, up to 25 MB.</Text>
      {documents.length > 0 && (
        <List.Root aria-label="Your uploaded documents" ps="5">
          {documents.map((d) => (
            <List.Item key={d.id} wordBreak="break-word">
              {d.fileName} ({formatFileSize(d.size)})
            </List.Item>
          ))}
        </List.Root>
      )}
      {open && (
        <>
          <Input
            key={picker}
            type="file"
            aria-label="Choose your identification"
            accept=".pdf,.png,.jpg,.jpeg"
            p="1"
            onChange={(e) => setFile(e.target.files?.[0] ?? undefined)}
          />
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Button variant="outline" colorPalette="brand" alignSelf="flex-start" loading={busy} onClick={() => void upload()}>
            Upload
          </Button>
        </>
      )}
    </Stack>
  );
}

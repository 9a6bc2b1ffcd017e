/**
 * The document viewer (/document/:id, spec 02 section 2): shows an uploaded or retrieved
 * document when the browser can show it within the page's security policy (images, text and
 * CSV), and offers every document for download. The bytes are fetched with the session's token;
 * the application comes from `?application=` or is the applicant's latest one.
 */
import { Alert, Box, Button, Heading, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { listApplications } from '../api/applications';
import { request } from '../api/http';
import { loginPath } from '../../engine/journey/site-paths';
import { session, useSession } from '../session/session-store';
import type { DocumentList, DocumentView } from '../../engine/contract/documents.contract';
import { formatFileSize } from '../../widgets/format-file-size';

interface Loaded {
  document: DocumentView;
  blob: Blob;
  /** An image as a data: URL, or text. */
  preview: { kind: 'image'; src: string } | { kind: 'text'; text: string } | { kind: 'none' };
}

const TEXT_PREVIEW_BYTES = 256 * 1024;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

async function loadDocument(documentId: string, applicationId: string | null): Promise<Loaded> {
  const appId = applicationId ?? (await listApplications()).items[0]?.id;
  if (!appId) throw new Error('No application');
  const list = await request<DocumentList>('GET', `/api/apps/${encodeURIComponent(appId)}/docs`);
  const document = list.items.find((d) => d.id === documentId);
  if (!document) throw new Error('Document not found');
  const response = await fetch(`/api/apps/${encodeURIComponent(appId)}/docs/${encodeURIComponent(documentId)}/content`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  if (!response.ok) throw new Error(`Download failed with ${response.status}`);
  const blob = await response.blob();
  if (document.fileType === 'png' || document.fileType === 'jpg') return { document, blob, preview: { kind: 'image', src: await readAsDataUrl(blob) } };
  if (document.fileType === 'txt' || document.fileType === 'csv') {
    return { document, blob, preview: { kind: 'text', text: await blob.slice(0, TEXT_PREVIEW_BYTES).text() } };
  }
  return { document, blob, preview: { kind: 'none' } };
}

function download(loaded: Loaded) {
  const url = URL.createObjectURL(loaded.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = loaded.document.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function DocumentViewerPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { accessToken } = useSession();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const applicationId = params.get('application');

  useEffect(() => {
    if (!accessToken) return;
    let live = true;
    loadDocument(id, applicationId).then(
      (result) => live && setLoaded(result),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, applicationId, accessToken]);

  if (!accessToken) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  if (failed) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This document is not available.</Alert.Title>
          <Alert.Description>It may have been deleted, or it belongs to another account.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!loaded) {
    return (
      <Box textAlign="center" py="12">
        <Spinner size="lg" color="brand.solid" aria-label="Loading" />
      </Box>
    );
  }
  const { document: doc, preview } = loaded;
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="flex-start" wrap="wrap">
        <Box minW="0">
          <Heading as="h1" size="xl" wordBreak="break-all">
            {doc.fileName}
          </Heading>
          <Text color="fg.muted">
            {doc.fileType.toUpperCase()} · {formatFileSize(doc.size)}
          </Text>
        </Box>
        <Button colorPalette="brand" onClick={() => download(loaded)}>
          Download
        </Button>
      </HStack>
      {preview.kind === 'image' && <Image src={preview.src} alt={doc.fileName} maxW="100%" borderWidth="1px" borderRadius="md" />}
      {preview.kind === 'text' && (
        <Box as="pre" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-all" bg="bg.subtle" p="4" borderRadius="md" maxH="70vh" overflow="auto">
          {preview.text}
        </Box>
      )}
      {preview.kind === 'none' && <Text>Download the document to open it in your PDF reader.</Text>}
    </Stack>
  );
}

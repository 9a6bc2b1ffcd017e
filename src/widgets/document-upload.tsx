/**
 * Document upload (spec 02 section 3 and 5): drag and drop (where the pointer can drag: not a
 * finger on a touch screen) or pick several files; each upload
 * shows its progress in percent and can be cancelled; stored files can be opened and deleted.
 * Every file has one of the statuses idle, uploading, error, deleted and delete-error, with its
 * message. The widget does no HTTP itself: the screen passes `upload` and `remove`.
 */
import { Box, Button, HStack, Link, Stack, Text, useFileUpload } from '@chakra-ui/react';
import { Progress } from './later/progress';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatFileSize } from './format-file-size';
import { FileDropzone } from './file-dropzone';

export type UploadStatus = 'idle' | 'uploading' | 'error' | 'deleted' | 'delete-error';

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  /** A line under the name, e.g. the months a statement covers. */
  detail?: string;
  /** Where the document viewer opens it. */
  href?: string;
}

interface Item {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  progress: number;
  message?: string;
  detail?: string;
  documentId?: string;
  controller?: AbortController;
  /** A delete is under way. */
  busy?: boolean;
}

export interface DocumentUploadProps {
  /** The dropzone's label, e.g. 'Upload your bank statements'. */
  label: string;
  hint?: string;
  maxFileMb: number;
  /** Files already stored (the server's list); shown as uploaded. */
  documents: readonly UploadedFile[];
  upload: (file: File, options: { onProgress: (percent: number) => void; signal: AbortSignal }) => Promise<UploadedFile>;
  remove: (documentId: string) => Promise<void>;
  /** The text for a refused upload or delete (the server's message key, or a network failure). */
  describeError: (error: unknown, action: 'upload' | 'delete') => string;
  /** Texts the widget shows itself: fileTooLarge ({0} = MB), fileTypeNotAllowed, deleted. */
  text: (key: 'fileTooLarge' | 'fileTypeNotAllowed' | 'fileDeleted', params?: (string | number)[]) => string;
  disabled?: boolean;
  /** Called after a file was stored or deleted. */
  onChanged?: () => void;
}

/** What the picker offers; the server judges the content whatever the name says. */
const ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
};

let nextKey = 0;

export function DocumentUpload(props: DocumentUploadProps) {
  const { label, hint, maxFileMb, documents, upload, remove, describeError, text, disabled, onChanged } = props;
  const [items, setItems] = useState<Item[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((key: string, change: Partial<Item>) => {
    if (mounted.current) setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);
  const drop = useCallback((key: string) => {
    if (mounted.current) setItems((all) => all.filter((item) => item.key !== key));
  }, []);

  const start = useCallback(
    (file: File) => {
      const key = `upload-${nextKey++}`;
      const controller = new AbortController();
      setItems((all) => [...all, { key, name: file.name, size: file.size, status: 'uploading', progress: 0, controller }]);
      upload(file, { onProgress: (progress) => update(key, { progress }), signal: controller.signal }).then(
        (stored) => {
          update(key, { status: 'idle', progress: 100, documentId: stored.id, detail: stored.detail, controller: undefined });
          onChanged?.();
        },
        (error: unknown) => {
          if (controller.signal.aborted) drop(key);
          else update(key, { status: 'error', message: describeError(error, 'upload'), controller: undefined });
        },
      );
    },
    [upload, update, drop, describeError, onChanged],
  );

  const fileUpload = useFileUpload({
    maxFiles: 20,
    maxFileSize: maxFileMb * 1024 * 1024,
    accept: ACCEPT,
    disabled,
    onFileAccept: ({ files }) => files.forEach(start),
    onFileReject: ({ files }) => {
      setItems((all) => [
        ...all,
        ...files.map(({ file, errors }) => ({
          key: `rejected-${nextKey++}`,
          name: file.name,
          size: file.size,
          status: 'error' as const,
          progress: 0,
          message: errors.includes('FILE_TOO_LARGE') ? text('fileTooLarge', [maxFileMb]) : text('fileTypeNotAllowed'),
        })),
      ]);
    },
  });

  async function deleteDocument(row: Item) {
    const { key, documentId } = row;
    if (!documentId) return;
    // A stored file gets an entry of its own here, which carries its state from now on.
    setItems((all) => (all.some((i) => i.key === key) ? all : [...all, { ...row }]));
    update(key, { busy: true, message: undefined });
    try {
      await remove(documentId);
      update(key, { status: 'deleted', busy: false, message: text('fileDeleted') });
      onChanged?.();
    } catch (error) {
      update(key, { status: 'delete-error', busy: false, message: describeError(error, 'delete') });
    }
  }

  // Stored files first (a file's state on this page wins), then this page's other uploads.
  const local = new Map(items.filter((i) => i.documentId).map((i) => [i.documentId!, i]));
  const stored = new Set(documents.map((d) => d.id));
  const rows: Item[] = [
    ...documents.map((d): Item => {
      const mine = local.get(d.id);
      return mine
        ? { ...mine, detail: mine.detail ?? d.detail }
        : { key: `doc-${d.id}`, name: d.name, size: d.size, status: 'idle', progress: 100, documentId: d.id, detail: d.detail };
    }),
    ...items.filter((i) => !i.documentId || !stored.has(i.documentId)),
  ];
  const hrefOf = (id?: string) => documents.find((d) => d.id === id)?.href;

  return (
    <Stack gap="3">
      <FileDropzone fileUpload={fileUpload} label={label} disabled={disabled} hint={hint ?? `PDF, PNG, JPEG, TXT or CSV, up to ${maxFileMb}MB each.`} />

      {rows.length > 0 && (
        <Stack as="ul" gap="2" aria-live="polite" listStyleType="none" m="0" p="0">
          {rows.map((row) => (
            <Box as="li" key={row.key} borderWidth="1px" borderRadius="md" p="3" data-status={row.status} aria-label={row.name}>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Box minW="0">
                  {row.status === 'idle' && hrefOf(row.documentId) ? (
                    <Link href={hrefOf(row.documentId)} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium" wordBreak="break-all">
                      {row.name}
                    </Link>
                  ) : (
                    <Text fontWeight="medium" wordBreak="break-all" textDecoration={row.status === 'deleted' ? 'line-through' : undefined}>
                      {row.name}
                    </Text>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    {formatFileSize(row.size)}
                    {row.detail ? ` · ${row.detail}` : ''}
                  </Text>
                </Box>
                <HStack gap="2" flexShrink={0}>
                  {row.status === 'uploading' && row.controller && (
                    <Button size="xs" variant="outline" onClick={() => row.controller?.abort()} aria-label={`Cancel upload of ${row.name}`}>
                      Cancel
                    </Button>
                  )}
                  {(row.status === 'idle' || row.status === 'delete-error') && row.documentId && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={row.busy}
                      disabled={disabled}
                      onClick={() => void deleteDocument(row)}
                      aria-label={`Delete ${row.name}`}
                    >
                      {row.status === 'delete-error' ? 'Try again' : 'Delete'}
                    </Button>
                  )}
                  {(row.status === 'error' || row.status === 'deleted') && (
                    <Button size="xs" variant="ghost" onClick={() => drop(row.key)} aria-label={`Dismiss ${row.name}`}>
                      Dismiss
                    </Button>
                  )}
                </HStack>
              </HStack>
              {row.status === 'uploading' && (
                <Progress.Root value={row.progress} size="sm" colorPalette="brand" mt="2" aria-label={`Uploading ${row.name}`}>
                  <HStack>
                    <Progress.Track flex="1">
                      <Progress.Range />
                    </Progress.Track>
                    <Progress.ValueText fontSize="sm" minW="10" textAlign="right">
                      {row.progress}%
                    </Progress.ValueText>
                  </HStack>
                </Progress.Root>
              )}
              {row.message && (
                <Text fontSize="sm" mt="2" color={row.status === 'deleted' ? 'fg.muted' : 'fg.error'} role={row.status === 'deleted' ? undefined : 'alert'}>
                  {row.message}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

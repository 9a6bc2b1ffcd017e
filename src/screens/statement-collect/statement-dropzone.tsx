/**
 * Where statements are dropped or picked (where the pointer can drag: not a finger on a touch
 * screen). Every file chosen goes to `onFiles`: the model refuses a wrong type or size itself.
 */
import { Button, Icon, Text, useFileUpload } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FileUpload } from '../../widgets/later/file-upload';
import { useMediaQuery } from '../../widgets/use-media-query';
import { STATEMENT_FILE_TYPES } from './statement-uploads';

export interface StatementDropzoneProps {
  label: string;
  maxFileMb: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

export function StatementDropzone({ label, maxFileMb, disabled, onFiles }: StatementDropzoneProps) {
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  const fileUpload = useFileUpload({
    maxFiles: 20,
    // The picker offers these; whatever is dropped goes to the model, which says what it refuses.
    accept: STATEMENT_FILE_TYPES as Record<string, string[]>,
    disabled,
    onFileAccept: ({ files }) => onFiles(files),
    onFileReject: ({ files }) => onFiles(files.map(({ file }) => file)),
  });
  // The page lists the files; the picker starts empty for the next choice.
  const { acceptedFiles, rejectedFiles, clearFiles } = fileUpload;
  useEffect(() => {
    if (acceptedFiles.length > 0 || rejectedFiles.length > 0) clearFiles();
  }, [acceptedFiles, rejectedFiles, clearFiles]);

  return (
    <FileUpload.RootProvider value={fileUpload} alignItems="stretch">
      <FileUpload.HiddenInput aria-label={label} />
      <FileUpload.Label fontWeight="semibold">{label}</FileUpload.Label>
      {/* The drop area is a group, not a second button around 'Choose files': keyboard and screen-reader users use the button. */}
      <FileUpload.Dropzone width="100%" minH="28" borderStyle="dashed" aria-disabled={disabled} role="group" aria-label={label} tabIndex={-1}>
        <Icon boxSize="6" color="fg.muted" aria-hidden>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
          </svg>
        </Icon>
        <FileUpload.DropzoneContent>
          {!coarsePointer && <Text>Drag and drop files here, or</Text>}
          <FileUpload.Trigger asChild>
            <Button size="sm" variant="outline" colorPalette="brand" mt="2" disabled={disabled}>
              Choose files
            </Button>
          </FileUpload.Trigger>
          <Text fontSize="sm" color="fg.muted" mt="2">
            PDF, PNG, JPEG, TXT or CSV, up to {maxFileMb}MB each.
          </Text>
        </FileUpload.DropzoneContent>
      </FileUpload.Dropzone>
    </FileUpload.RootProvider>
  );
}

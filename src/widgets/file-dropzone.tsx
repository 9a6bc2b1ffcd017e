/**
 * The drop area and 'Choose files' button of a file upload (dragging offered only where the
 * pointer can drag: not a finger on a touch screen). The caller owns the upload state and lists
 * the files itself, so the picker is emptied after each choice, ready for the next.
 */
import { Button, Icon, Text, type UseFileUploadReturn } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FileUpload } from './later/file-upload';
import { useMediaQuery } from './use-media-query';

export interface FileDropzoneProps {
  fileUpload: UseFileUploadReturn;
  label: string;
  disabled?: boolean;
  /** What may be uploaded, under the button. */
  hint: string;
}

export function FileDropzone({ fileUpload, label, disabled, hint }: FileDropzoneProps) {
  const coarsePointer = useMediaQuery('(pointer: coarse)');
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
            {hint}
          </Text>
        </FileUpload.DropzoneContent>
      </FileUpload.Dropzone>
    </FileUpload.RootProvider>
  );
}

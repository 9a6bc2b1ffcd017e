/**
 * Where statements are dropped or picked (where the pointer can drag: not a finger on a touch
 * screen). Every file chosen goes to `onFiles`: the model refuses a wrong type or size itself.
 */
import { useFileUpload } from '@chakra-ui/react';
import { FileDropzone } from '../../widgets/file-dropzone';
import { STATEMENT_FILE_TYPES } from './statement-uploads';

export interface StatementDropzoneProps {
  label: string;
  maxFileMb: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

export function StatementDropzone({ label, maxFileMb, disabled, onFiles }: StatementDropzoneProps) {
  const fileUpload = useFileUpload({
    maxFiles: 20,
    // The picker offers these; whatever is dropped goes to the model, which says what it refuses.
    accept: STATEMENT_FILE_TYPES as Record<string, string[]>,
    disabled,
    onFileAccept: ({ files }) => onFiles(files),
    onFileReject: ({ files }) => onFiles(files.map(({ file }) => file)),
  });
  return <FileDropzone fileUpload={fileUpload} label={label} disabled={disabled} hint={`PDF, PNG, JPEG, TXT or CSV, up to ${maxFileMb}MB each.`} />;
}

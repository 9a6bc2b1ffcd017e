/** One statement file as the model lists it: its name (a link once stored), size and months, progress, message and actions. */
import { Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { Progress } from '../../widgets/later/progress';
import { formatFileSize } from '../../widgets/format-file-size';
import type { StatementFile } from './statement-uploads';

export interface StatementFileRowProps {
  file: StatementFile;
  disabled: boolean;
  onCancel: () => void;
  onRemove: () => void;
  onDismiss: () => void;
}

export function StatementFileRow({ file, disabled, onCancel, onRemove, onDismiss }: StatementFileRowProps) {
  const { name, status } = file;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-status={status} aria-label={name}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Box minW="0">
          {file.href ? (
            <Link href={file.href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium" wordBreak="break-all">
              {name}
            </Link>
          ) : (
            <Text fontWeight="medium" wordBreak="break-all" textDecoration={status === 'deleted' ? 'line-through' : undefined}>
              {name}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {formatFileSize(file.size)}
            {file.detail ? ` · ${file.detail}` : ''}
          </Text>
        </Box>
        <HStack gap="2" flexShrink={0}>
          {status === 'uploading' && (
            <Button size="xs" variant="outline" onClick={onCancel} aria-label={`Cancel upload of ${name}`}>
              Cancel
            </Button>
          )}
          {(status === 'idle' || status === 'delete-error') && file.documentId && (
            <Button size="xs" variant="outline" colorPalette="red" loading={file.busy} disabled={disabled} onClick={onRemove} aria-label={`Delete ${name}`}>
              {status === 'delete-error' ? 'Try again' : 'Delete'}
            </Button>
          )}
          {(status === 'error' || status === 'deleted') && (
            <Button size="xs" variant="ghost" onClick={onDismiss} aria-label={`Dismiss ${name}`}>
              Dismiss
            </Button>
          )}
        </HStack>
      </HStack>
      {status === 'uploading' && (
        <Progress.Root value={file.progress} size="sm" colorPalette="brand" mt="2" aria-label={`Uploading ${name}`}>
          <HStack>
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText fontSize="sm" minW="10" textAlign="right">
              {file.progress}%
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
      )}
      {file.message && (
        <Text fontSize="sm" mt="2" color={status === 'deleted' ? 'fg.muted' : 'fg.error'} role={status === 'deleted' ? undefined : 'alert'}>
          {file.message}
        </Text>
      )}
    </Box>
  );
}

/** Shows the error banner above the page once an unexpected failure was reported. */
import { Box } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { ErrorBanner } from './error-banner';
import { unexpectedError } from './unexpected-error';

export function GlobalErrorBanner() {
  const { shown } = useSnapshot(unexpectedError);
  if (!shown) return null;
  return (
    <Box px={{ base: '2', md: '4' }} pt="2">
      <ErrorBanner />
    </Box>
  );
}

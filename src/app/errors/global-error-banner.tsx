/** Shows the error banner above the page once an unexpected failure was reported. */
import { Box } from '@chakra-ui/react';
import { ErrorBanner } from './error-banner';
import { useUnexpectedError } from './unexpected-error';

export function GlobalErrorBanner() {
  const shown = useUnexpectedError();
  if (!shown) return null;
  return (
    <Box px={{ base: '2', md: '4' }} pt="2">
      <ErrorBanner />
    </Box>
  );
}

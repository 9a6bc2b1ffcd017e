/**
 * A banner for browsers outside the supported list (spec 01 section 2, 'Shell'): the portal
 * still tries to work, but says which browsers it is tested with.
 */
import { Alert, Box } from '@chakra-ui/react';
import supportedBrowsers from 'virtual:supported-browsers';

export function isSupportedBrowser(userAgent: string): boolean {
  return supportedBrowsers.test(userAgent);
}

export function UnsupportedBrowserBanner() {
  if (typeof navigator === 'undefined' || isSupportedBrowser(navigator.userAgent)) return null;
  return (
    <Box px={{ base: '2', md: '4' }} pt="2">
      <Alert.Root status="warning" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your browser is not supported.</Alert.Title>
          <Alert.Description>Some parts of the application may not work. Please use a recent version of Chrome, Safari or Firefox.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}

/** A step whose screen this web app does not know: the applicant is told, never shown a blank page. */
import { Alert } from '@chakra-ui/react';

export function ScreenMissing({ phone }: { phone: string }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>This page isn't available right now. Please reload the page, or call us on {phone}.</Alert.Title>
    </Alert.Root>
  );
}

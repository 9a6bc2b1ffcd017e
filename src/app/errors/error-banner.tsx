/** The global error banner: an internal-error text and a reload button. */
import { Alert, Button } from '@chakra-ui/react';

export const INTERNAL_ERROR_TEXT = 'Sorry, something went wrong on our side.';

export function ErrorBanner() {
  return (
    <Alert.Root status="error" role="alert" flexWrap="wrap" alignItems="center" gap="3">
      <Alert.Indicator />
      <Alert.Content minW="12rem">
        <Alert.Title>{INTERNAL_ERROR_TEXT}</Alert.Title>
        <Alert.Description>Your saved answers are safe. Please reload the page to continue.</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="red" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Alert.Root>
  );
}

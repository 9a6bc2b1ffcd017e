import { Alert } from '@chakra-ui/react';

/** A refusal or failure said above a form, announced to screen readers; nothing when there is none. */
export function FailureAlert({ message }: { message: string | null | undefined | false }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

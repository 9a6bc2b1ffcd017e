/** The global error banner: an internal-error text and a reload button, never a blank page. */
import { Alert, Button, Container } from '@chakra-ui/react';
import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container maxW="3xl" py="10">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Something went wrong on our side.</Alert.Title>
          <Alert.Description>Your answers are saved. Please reload the page to continue.</Alert.Description>
        </Alert.Content>
        <Button size="sm" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Alert.Root>
    </Container>
  );
}

/** A route that failed to render or load: the global error banner, never a blank page. */
import { Container } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { ErrorBanner } from '../errors/error-banner';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container as="main" maxW="3xl" py="10">
      <ErrorBanner />
    </Container>
  );
}

/**
 * The login route when the lender's OpenID Connect provider signs applicants in. A link with a
 * destination (a renewal link, a page that asked for sign-in) goes straight to the provider. A
 * bare visit, after signing out for one, shows a button instead: going at once would sign the
 * applicant straight back in with the provider's own session. The provider's refusals come back
 * here: the spec's expired-access texts as the expired-access case, a cancelled or refused sign-in
 * and any other failure said plainly, each with a way to try again.
 */
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { externalSignInUrl, hasDestination } from '../../session/external-sign-in';
import { LINK_FAILED_REASON } from '../../session/link-failure';
import { Loading } from '../../routes/loading';
import { expiredAccessCase } from './login-messages';
import { providerRefusalText } from './provider-refusals';

function reasonText(reason: string | null): string | null {
  if (reason === 'idle') return 'For your security, we signed you out after a period without activity.';
  if (reason === LINK_FAILED_REASON) return 'We could not open that link, so we signed you out. Please sign in again.';
  return null;
}

export function ExternalSignIn() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const expired = expiredAccessCase(params.get('error_description'));
  const goesAtOnce = !error && !expired && hasDestination(params);
  const start = () => window.location.assign(externalSignInUrl(params));

  useEffect(() => {
    if (goesAtOnce) window.location.assign(externalSignInUrl(params));
  }, [goesAtOnce, params]);

  if (goesAtOnce) return <Loading />;
  const reason = reasonText(params.get('reason'));
  return (
    <Stack gap="5" maxW="md" mx="auto">
      <Heading as="h1" size="2xl">
        {expired ? 'Your link has expired' : error ? 'We could not sign you in' : 'Sign in'}
      </Heading>
      {expired ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{expired}</Alert.Title>
            <Alert.Description>This link can no longer be used. Sign in again to continue.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{providerRefusalText(error)}</Alert.Title>
        </Alert.Root>
      ) : reason ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{reason}</Alert.Title>
        </Alert.Root>
      ) : (
        <Text color="fg.muted">Continue your application or see how it is going.</Text>
      )}
      <Button colorPalette="brand" size="lg" alignSelf="flex-start" onClick={start}>
        {error || expired ? 'Sign in again' : 'Sign in'}
      </Button>
    </Stack>
  );
}

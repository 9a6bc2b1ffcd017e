/**
 * A returning owner (or one whose application asked for no automatic mail) asks for a sign-in
 * link: the answer never says whether the address is an owner's. Where the lender has an identity
 * provider (settings `signIn.external`) the owner may sign in with it instead; its refusal comes
 * back as `?error=...` and is said in the portal's own words.
 */
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { askForOwnerLink, ownerProviderSignInUrl } from '../../api/owner';
import { FailureAlert } from '../../errors/failure-alert';
import { useSettings } from '../../settings/settings-context';
import { providerRefusalText } from '../login/provider-refusals';

/** The refusals of an owner's sign-in through the provider that the applicant's login page does not know. */
function ownerRefusalText(error: string | null): string | null {
  if (!error) return null;
  if (error === 'not_an_owner') {
    return 'That account’s e-mail address is not the one the application names for you. Sign in with that address, or ask for a link below.';
  }
  return providerRefusalText(error);
}

export function AskForOwnerLink({ product, expired }: { product: string; expired: boolean }) {
  const { signIn } = useSettings();
  const [refusal] = useState(() => ownerRefusalText(new URLSearchParams(window.location.search).get('error')));
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');
  async function ask(event: FormEvent) {
    event.preventDefault();
    if (!email.includes('@')) return setState('failed');
    setState('busy');
    try {
      await askForOwnerLink(email.trim(), product);
      setState('sent');
    } catch {
      setState('failed');
    }
  }
  return (
    <form onSubmit={(e) => void ask(e)} noValidate>
      <Stack gap="5" maxW="lg">
        <Heading as="h1" size="2xl">
          {expired ? 'This sign-in link has expired or has already been used' : 'Sign in to your part of the application'}
        </Heading>
        <FailureAlert message={refusal} />
        <Text>Owners of a business applying with us confirm their details and sign here. Enter your e-mail and we will send you a link to sign in.</Text>
        <Field.Root invalid={state === 'failed'} required>
          <Field.Label>Your e-mail</Field.Label>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          {state === 'failed' && <Field.ErrorText color="red.700">Please enter your e-mail address and try again.</Field.ErrorText>}
        </Field.Root>
        {state === 'sent' && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>If that address belongs to an owner of an application with us, a link is on its way. It works once.</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={state === 'busy'}>
          Send me a link
        </Button>
        {signIn?.external && (
          <Stack gap="2" as="section" aria-label="Or sign in with your account">
            <Text>Or sign in with your account, if it uses the e-mail address the application names for you.</Text>
            <Button
              type="button"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => window.location.assign(ownerProviderSignInUrl(product, refusal !== null))}
            >
              Sign in with your account
            </Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}

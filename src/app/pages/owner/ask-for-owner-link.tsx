/**
 * A returning owner (or one whose application asked for no automatic mail) asks for a sign-in
 * link: the answer never says whether the address is an owner's.
 */
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { askForOwnerLink } from '../../api/owner';

export function AskForOwnerLink({ product, expired }: { product: string; expired: boolean }) {
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
      </Stack>
    </form>
  );
}

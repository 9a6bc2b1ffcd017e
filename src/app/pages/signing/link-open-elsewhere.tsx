/**
 * The signing page when its link is already open in another browser (SIGN_ERR_OTHER_DEVICE): a
 * link works only where it was first opened. The way back is a new link, e-mailed to the signer's
 * own address; asking ends the link in hand, so whoever else holds it can no longer use it.
 */
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { requestNewSigningLink } from '../../api/checkout';

export function LinkOpenElsewhere({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');

  async function ask() {
    setState('busy');
    try {
      await requestNewSigningLink(token);
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  if (state === 'sent') {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          We have e-mailed you a new link
        </Heading>
        <Text>Open the new link on the device you will sign on. This link no longer works.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        This signing link is open on another device
      </Heading>
      <Text>
        For your security, a signing link works only in the browser where it was first opened. If that was not you, or you want to sign here, we can e-mail a
        new link to the signer&apos;s address. The link you have now will stop working.
      </Text>
      {state === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            We could not send a new link. The link may have expired or been used: ask the applicant to send the agreement again, or call us.
          </Alert.Title>
        </Alert.Root>
      )}
      <Button colorPalette="brand" alignSelf="flex-start" loading={state === 'busy'} onClick={() => void ask()}>
        Send me a new link
      </Button>
    </Stack>
  );
}

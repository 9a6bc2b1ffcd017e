/**
 * The signing page when its link no longer signs: expired, its round void, or already used, by
 * this signer in another tab too. No form is left to press again; the home page leads an applicant
 * on to where their application now stands.
 */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';

export function LinkUsed() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        This signing link has expired or has already been used
      </Heading>
      <Text>If you still need to sign, ask the applicant to send the agreement again, or call us.</Text>
      <Link href="/" colorPalette="brand">
        Go to the home page
      </Link>
    </Stack>
  );
}

/**
 * Waiting for additional owners (spec 01 'Checkout'):
 * thanks the applicant for signing, lists who has signed and who has not (the page follows the
 * application by itself, so it moves on when the last owner signs), states the same-day rule,
 * and offers Sign Out.
 */
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../format-date';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';

export const waitingForOwnersPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sameDayRule'],
  properties: { sameDayRule: { type: 'string', minLength: 1, description: 'The rule that every owner signs on the same date.' } },
} as const;

export function WaitingForOwners({ step, props, application, services, signOut, monitoringIntervalSeconds }: ScreenProps<{ sameDayRule: string }>) {
  const status = useQuery({
    queryKey: ['signing', application?.id],
    queryFn: () => services.checkout.signingStatus(),
    enabled: Boolean(application),
    refetchInterval: monitoringIntervalSeconds * 1000,
  });
  const round = status.data;
  return (
    <Stack gap="6">
      <StepHeading title={step.title} subtitle={step.subtitle} />
      {round && (
        <Stack gap="2">
          <Text fontWeight="medium">Signatures for the agreement of {formatDate(round.signingDate)}</Text>
          <List.Root gap="1" ps="5">
            {round.signers.map((signer) => (
              <List.Item key={signer.index}>
                {signer.name}: {signer.signedAt ? 'signed' : 'waiting for their signature (we e-mailed them a link)'}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Text>{props.sameDayRule}</Text>
      <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => void signOut()}>
        Sign Out
      </Button>
    </Stack>
  );
}

/**
 * Waiting for additional owners (spec 01 'Checkout'):
 * thanks the applicant for signing, lists who has signed and who has not, and where each
 * additional owner has got to in their own part (the page follows the application by itself, so
 * it moves on when the last owner signs), states the same-day rule, and offers Sign Out.
 */
import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '../../engine/dates/format-calendar-date';
import { productLocale } from '../../engine/journey/product-locale';
import type { ScreenProps } from '../screen-props';
import { Type, type Static } from '../../engine/contract/named';
import { StepHeading } from '../step-heading';
import { OwnersProgressSection } from './owners-progress-section';

export const waitingForOwnersPropsSchema = Type.Object(
  { sameDayRule: Type.String({ minLength: 1, description: 'The rule that every owner signs on the same date.' }) },
  { additionalProperties: false },
);

type WaitingForOwnersProps = Static<typeof waitingForOwnersPropsSchema>;

export function WaitingForOwners({
  journey,
  step,
  props,
  application,
  services,
  signOut,
  monitoringIntervalSeconds,
}: ScreenProps<WaitingForOwnersProps, 'checkout'>) {
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
          <Text fontWeight="medium">Signatures for the agreement of {formatCalendarDate(round.signingDate, productLocale(journey.journey))}</Text>
          <List.Root gap="1" ps="5">
            {round.signers.map((signer) => (
              <List.Item key={signer.index}>
                {signer.name}: {signer.signedAt ? 'signed' : 'waiting for their signature (we e-mailed them a link)'}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <OwnersProgressSection applicationId={application?.id} load={() => services.checkout.ownersProgress()} intervalSeconds={monitoringIntervalSeconds} />
      <Text>{props.sameDayRule}</Text>
      <Button colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => void signOut()}>
        Sign Out
      </Button>
    </Stack>
  );
}

/**
 * The additional owners of an application and where each has got to in their own part
 * (spec 01 section 6): invited, details confirmed, identification uploaded, signed.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { OwnerProgress } from '../../engine/contract/owners.contract';
import { readAdditionalOwners } from './ops-api';
import { dateTime } from './ops-format';

const when = (at: string | null) => (at ? dateTime.format(new Date(at)) : null);

function progressLine(p: OwnerProgress): string {
  return [
    `invited ${when(p.invitedAt)}`,
    p.detailsConfirmedAt ? `details confirmed ${when(p.detailsConfirmedAt)}` : 'details not confirmed yet',
    p.documentsUploaded ? 'identification uploaded' : 'no identification yet',
    p.signedAt ? `signed ${when(p.signedAt)}` : 'not signed yet',
  ].join(' · ');
}

export function OpsAdditionalOwners({ applicationId }: { applicationId: string }) {
  const owners = useQuery({ queryKey: ['ops', 'application', applicationId, 'owners'], queryFn: () => readAdditionalOwners(applicationId) });
  if (!owners.data || owners.data.owners.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="additional-owners-heading">
      <Heading as="h2" size="lg" id="additional-owners-heading">
        Additional owners
      </Heading>
      <Stack as="ul" gap="0" aria-label="Additional owners and their progress">
        {owners.data.owners.map((owner) => (
          <Box as="li" key={owner.email} listStyleType="none" borderBottomWidth="1px" py="2">
            <Box fontWeight="medium">{owner.name}</Box>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {owner.email} · {progressLine(owner.progress)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

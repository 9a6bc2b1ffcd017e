/**
 * Where each additional owner has got to in their own part, followed as the application moves:
 * the applicant reads it before signing (funding details: whether their co-owners are ready to
 * sign after them) and while the agreement waits for their signatures. Nothing is shown for an
 * application without additional owners.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { AdditionalOwnerStatus } from '../../engine/contract/owners.contract';
import { OwnerProgressList } from './owner-progress-list';

export interface OwnersProgressSectionProps {
  applicationId: string | undefined;
  load: () => Promise<AdditionalOwnerStatus[]>;
  /** How often to ask again (settings' monitoring interval) on a page that waits for the owners; none: read once. */
  intervalSeconds?: number;
}

export function OwnersProgressSection({ applicationId, load, intervalSeconds }: OwnersProgressSectionProps) {
  const owners = useQuery({
    queryKey: ['owners-progress', applicationId],
    queryFn: load,
    enabled: Boolean(applicationId),
    refetchInterval: intervalSeconds ? intervalSeconds * 1000 : false,
  });
  if (!owners.data?.length) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="owners-progress-heading">
      <Text fontWeight="medium" id="owners-progress-heading">
        Each owner's part
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="6">
        {owners.data.map((owner) => (
          <Stack key={owner.email} gap="1">
            <Text>{owner.name}</Text>
            <OwnerProgressList progress={owner.progress} label={`${owner.name}: progress`} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

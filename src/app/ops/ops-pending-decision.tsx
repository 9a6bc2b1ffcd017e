/**
 * Whether the policy is still to decide the application, and when: staff who decide before the
 * due time decide it (the policy then changes nothing); after it, the policy's decision is shown.
 */
import { Text } from '@chakra-ui/react';
import type { OpsPendingDecision } from '../../engine/contract/ops-application-parts.contract';
import { preciseDateTime } from './ops-format';

export function OpsPendingDecisionLine({ pending }: { pending: OpsPendingDecision | null }) {
  const text = !pending
    ? 'No automatic policy decision pending.'
    : pending.state === 'running'
      ? 'Automatic policy decision running now.'
      : `Automatic policy decision due at ${preciseDateTime.format(new Date(pending.dueAt))}. A decision saved here before then stands.`;
  return (
    <Text role="status" fontSize="sm" color={pending ? 'fg' : 'fg.muted'}>
      {text}
    </Text>
  );
}

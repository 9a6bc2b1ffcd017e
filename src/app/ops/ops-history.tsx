/** An application's history as a timeline: the applicant's changes and the staff's actions, oldest first. */
import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { OpsHistoryEntry } from '../../engine/contract/ops-console.contract';
import { preciseDateTime } from './ops-format';

export function OpsHistory({ entries }: { entries: readonly OpsHistoryEntry[] }) {
  return (
    <Stack gap="2" as="section" aria-labelledby="history-heading">
      <Heading as="h2" size="lg" id="history-heading">
        History
      </Heading>
      <List.Root as="ol" gap="3" ps="4" aria-label="History, oldest first">
        {entries.map((entry, i) => (
          <List.Item key={`${entry.at}-${i}`}>
            <Text fontWeight="medium">
              {entry.kind === 'staff' ? 'Staff: ' : ''}
              {entry.what}
              {entry.stageTo && entry.stageTo !== entry.stageFrom ? ` → ${entry.stageTo}` : ''}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {preciseDateTime.format(new Date(entry.at))} · {entry.who}
            </Text>
            {entry.reason && <Text fontSize="sm">Reason: {entry.reason}</Text>}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

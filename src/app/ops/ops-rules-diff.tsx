/** What an edit of the rule records changes, line by line against the stored records. */
import { Box, Text } from '@chakra-ui/react';
import { diffLines } from 'diff';

export function OpsRulesDiff({ before, after }: { before: string; after: string }) {
  const changes = diffLines(before, after);
  const added = changes.filter((c) => c.added).reduce((n, c) => n + c.count, 0);
  const removed = changes.filter((c) => c.removed).reduce((n, c) => n + c.count, 0);
  if (added === 0 && removed === 0) return <Text color="fg.muted">No changes from the stored records.</Text>;
  return (
    <Box as="section" aria-label="Changes from the stored records">
      <Text fontWeight="medium" mb="2">
        {added} line(s) added, {removed} removed
      </Text>
      <Box as="pre" fontSize="sm" overflowX="auto" borderWidth="1px" borderRadius="md" p="2" maxH="24rem" overflowY="auto">
        {changes.map((change, i) => {
          const mark = change.added ? '+' : change.removed ? '-' : ' ';
          // Unchanged stretches are long: keep a little context around the changes.
          const lines = change.value.replace(/\n$/, '').split('\n');
          const shown = !change.added && !change.removed && lines.length > 6 ? [...lines.slice(0, 2), '…', ...lines.slice(-2)] : lines;
          return (
            <Box
              as="span"
              display="block"
              key={i}
              bg={change.added ? 'green.subtle' : change.removed ? 'red.subtle' : undefined}
              color={change.added ? 'green.fg' : change.removed ? 'red.fg' : 'fg.muted'}
            >
              {shown.map((line) => `${mark} ${line}`).join('\n')}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

import { Box, DataList, Heading, Stack } from '@chakra-ui/react';
import type { AnswerGroup } from '../../engine/review/summarise-step';

/** A step's answers as label/value pairs; list items (additional owners) under their own heading. */
export function AnswerList({ groups }: { groups: AnswerGroup[] }) {
  return (
    <Stack gap='4'>
      {groups.map((group, i) => (
        <Box key={group.title ?? i}>
          {group.title && (
            <Heading as='h3' size='md' mb='2'>
              {group.title}
            </Heading>
          )}
          <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size='sm' gap='2'>
            {group.lines.map((line) => (
              <DataList.Item key={line.label}>
                <DataList.ItemLabel minW={{ md: '16rem' }}>{line.label}</DataList.ItemLabel>
                <DataList.ItemValue>{line.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      ))}
    </Stack>
  );
}

import { Box, Heading, Stack } from '@chakra-ui/react';
import type { AnswerGroup } from '../../engine/review/summarise-step';

/**
 * A step's answers as a summary list (the 'check your answers' pattern): one row a question, its
 * label and answer side by side from tablet width and stacked on a phone, full width either way.
 * List items (additional owners) come under their own heading.
 */
export function AnswerList({ groups }: { groups: AnswerGroup[] }) {
  return (
    <Stack gap="5">
      {groups.map((group, i) => (
        <Box key={group.title ?? i}>
          {group.title && (
            <Heading as="h3" size="md" mb="2">
              {group.title}
            </Heading>
          )}
          <Box as="dl" m="0">
            {group.lines.map((line) => (
              <Box
                key={line.label}
                display="grid"
                gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }}
                columnGap="6"
                rowGap="0.5"
                py="2.5"
                borderBottomWidth="1px"
                borderColor="border.muted"
              >
                <Box as="dt" fontWeight="semibold" color="fg">
                  {line.label}
                </Box>
                <Box as="dd" m="0" color="fg" overflowWrap="anywhere">
                  {line.value}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

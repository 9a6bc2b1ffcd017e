import { Box, Heading, Text } from '@chakra-ui/react';

/** A step's title (the page's one h1) and subtitle, as the journey gives them. */
export function StepHeading({ title, subtitle }: { title?: string; subtitle?: string }) {
  if (!title && !subtitle) return null;
  return (
    <Box>
      {title && (
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      )}
      {subtitle && (
        <Text color="fg.muted" mt="1">
          {subtitle}
        </Text>
      )}
    </Box>
  );
}

import { Box, Flex, Progress, Text } from '@chakra-ui/react';
import type { StepProgress as Progression } from '../../engine/journey/journey.types';

export function StepProgress({ progress }: { progress: Progression }) {
  return (
    <Box mb="6">
      <Progress.Root value={progress.percent} colorPalette="brand" size="sm" aria-label="Application progress">
        <Flex justify="space-between" mb="1">
          <Progress.Label fontSize="sm">Your application</Progress.Label>
          <Text fontSize="sm" color="fg.muted">
            About {progress.minutesLeft} {progress.minutesLeft === 1 ? 'minute' : 'minutes'} left
          </Text>
        </Flex>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
